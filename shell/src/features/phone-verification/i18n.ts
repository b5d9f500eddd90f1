import { registerNamespace } from '@jad/shared-ui/core';
import en from './locales/en.json';
import ar from './locales/ar.json';

// The modal's own namespace: the accounts team owns this folder, not the shell's locale files.
export const PHONE_NS = 'phone-verification';
registerNamespace(PHONE_NS, { en, ar });
