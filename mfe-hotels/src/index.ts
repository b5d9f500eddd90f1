// Standalone development entry: an async boundary, then the remote rendered on its own page.
import('./standalone');
