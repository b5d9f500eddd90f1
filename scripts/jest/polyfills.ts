// jsdom lacks a few web APIs that react-router and the api client use.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
