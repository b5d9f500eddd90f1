// Leaf module (no i18next import) so preferences, store and theme can use the language list cheaply.
export const LANGUAGES = {
  en: { dir: 'ltr' },
  ar: { dir: 'rtl' },
} as const satisfies Record<string, { dir: 'ltr' | 'rtl' }>;

export type Lang = keyof typeof LANGUAGES;
export type TextDirection = 'ltr' | 'rtl';

export const LANG_CODES: readonly Lang[] = ['en', 'ar'];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

export function directionOf(lang: Lang): TextDirection {
  return LANGUAGES[lang].dir;
}

/**
 * BCP 47 locale used by Intl for each language. Dubai-first: en-AE writes "1 Mar 2025";
 * Arabic keeps Latin digits (nu-latn) so prices and dates read the same in both languages
 * on every browser, whatever its CLDR version defaults to.
 */
export const INTL_LOCALES: Readonly<Record<Lang, string>> = {
  en: 'en-AE',
  ar: 'ar-AE-u-nu-latn',
};
