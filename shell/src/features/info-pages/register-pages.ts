import { registerNamespace } from '@jad/shared-ui/core';
import ar from '@/locales/pages/ar.json';
import en from '@/locales/pages/en.json';

// The long texts of the info pages join the shell namespace when an info page is first opened,
// so they stay out of the first load of every other page.
registerNamespace('shell', { en, ar });
