import { INTL_LOCALES, type Lang } from '../i18n/languages';

/** Locale-aware number (grouping, decimals); options are Intl.NumberFormat's. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], options).format(value);
}
