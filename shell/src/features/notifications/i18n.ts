import { registerNamespace } from '@jad/shared-ui/core';
import en from './locales/en.json';
import ar from './locales/ar.json';

// The notifications list's own namespace (the social team owns these files, not the shell's locales).
// Loaded with the drawer, never in the first bundle.
export const NOTIFICATIONS_NS = 'social-notifications';
registerNamespace(NOTIFICATIONS_NS, { en, ar });
