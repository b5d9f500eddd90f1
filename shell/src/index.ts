// An async boundary so shared modules are negotiated before any of them is used.
import('./bootstrap');
