import type { Lang } from '../i18n/languages';

/** The separator of a short list of counts: "2 adults, 1 child" / "بالغان، طفل واحد". */
export function listSeparator(lang: Lang): string {
  return lang === 'ar' ? '، ' : ', ';
}
