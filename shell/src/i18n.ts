import { i18n, type Lang, type TranslationTree } from '@jad/shared-ui/core';
import en from './locales/en.json';

export const SHELL_NS = 'shell';

// English is bundled; Arabic is fetched when needed, alongside the rtl style plugin that an Arabic page waits
// for anyway, so neither language adds a round trip and an English visit does not carry the Arabic texts.
// Both files stay key for key (repo test).
i18n.addResourceBundle('en', SHELL_NS, en, true, true);

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ default: TranslationTree }>> = {
  ar: () => import(/* webpackChunkName: "shell-ar" */ './locales/ar.json'),
};

/** Makes sure the shell namespace is there for a language; resolves at once when it already is. */
export async function loadShellLocale(lang: Lang): Promise<void> {
  if (lang === 'en' || i18n.hasResourceBundle(lang, SHELL_NS)) return;
  const { default: resources } = await loaders[lang]();
  i18n.addResourceBundle(lang, SHELL_NS, resources, true, true);
}
