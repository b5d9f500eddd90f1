import { registerNamespace } from '@jad/shared-ui/core';
import en from './locales/en.json';
import ar from './locales/ar.json';

/** The header search's own strings (owned by the activities team, rendered by the shell's navbar). */
export const HEADER_SEARCH_NS = 'header-search';
registerNamespace(HEADER_SEARCH_NS, { en, ar });
