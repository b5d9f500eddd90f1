import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLang } from '../preferences/preferences';
import type { TranslationTree } from './key-parity';
import { DEFAULT_LANG, directionOf, isLang, LANG_CODES, type Lang } from './languages';
import ar from './locales/ar.json';
import { formatValue, VALUE_FORMATS } from './value-formats';
import en from './locales/en.json';

export const COMMON_NAMESPACE = 'common';
/** The api's stable codes (`errors:not_found`, `errors:field.required`) in the user's language; loaded on first
 * need, for the active language only (error-texts.ts). */
export const ERRORS_NAMESPACE = 'errors';

/** The one i18next instance of the app (also registered with react-i18next for useTranslation). */
export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: readLang(),
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANG_CODES],
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  resources: {
    en: { [COMMON_NAMESPACE]: en },
    ar: { [COMMON_NAMESPACE]: ar },
  },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false, // resources are bundled: be ready before the first render
  returnNull: false,
});

// `{{count, number}}`, `{{date, bidi}}` and `{{name, handle}}` (value-formats.ts): numbers in the app's locale of the
// language (Arabic with Latin digits), not i18next's default Intl.NumberFormat('ar'); dates and handles isolated.
for (const format of VALUE_FORMATS) {
  i18n.services.formatter?.add(format, (value: unknown, lng: string | undefined) =>
    formatValue(value, format, isLang(lng) ? lng : DEFAULT_LANG),
  );
}

export interface NamespaceResources {
  en: TranslationTree;
  ar: TranslationTree;
}

/** Adds (or extends) a remote's or a shell feature's namespace in both languages. */
export function registerNamespace(ns: string, resources: NamespaceResources): void {
  for (const lang of LANG_CODES) {
    i18n.addResourceBundle(lang, ns, resources[lang], true, true);
  }
}

/** Sets `<html lang dir>` so the browser, screen readers and CSS logical properties follow. */
export function applyDocumentLanguage(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

/** Switches i18next and the document together; safe to call repeatedly with the same language. */
export function syncLanguage(lang: Lang): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  applyDocumentLanguage(lang);
}
