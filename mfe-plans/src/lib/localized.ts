import type { Lang } from '@jad/shared-ui';

/** Picks the name in the current language from an api object with name_en / name_ar. */
export function nameIn(lang: Lang, value: { name_en: string; name_ar: string }): string {
  return lang === 'ar' ? value.name_ar || value.name_en : value.name_en || value.name_ar;
}

export function textIn(lang: Lang, value: { en: string; ar: string }): string {
  return lang === 'ar' ? value.ar || value.en : value.en || value.ar;
}
