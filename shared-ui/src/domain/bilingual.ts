import type { Lang } from '../i18n/languages';

// The api sends the content it holds in both languages as pairs (`name_en`/`name_ar`, `{ en, ar }`,
// `title`/`title_ar`). Every front end reads them through this one rule. Pure: the first frames use it too.

/** The text of an en/ar pair in the reader's language, falling back to the other language when it is empty. */
export function localized(lang: Lang, en: string | null | undefined, ar: string | null | undefined): string {
  const [first, second] = lang === 'ar' ? [ar, en] : [en, ar];
  return first?.trim() ? first : (second ?? '');
}
