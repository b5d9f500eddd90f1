import { registerNamespace } from '@jad/shared-ui/core';
import en from './locales/en.json';
import ar from './locales/ar.json';

/** The offline banner and the update prompt (the manifest's names are read from the same files at build time). */
export const OFFLINE_NS = 'offline';
registerNamespace(OFFLINE_NS, { en, ar });
