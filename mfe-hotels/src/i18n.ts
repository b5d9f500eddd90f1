import { registerNamespace } from '@jad/shared-ui';
import en from './locales/en.json';
import ar from './locales/ar.json';

export const NS = 'hotels';
registerNamespace(NS, { en, ar });
