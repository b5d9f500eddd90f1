import { INTL_LOCALES, type Lang } from '../i18n/languages';
import { numberFormat } from './intl-cache';

/** Locale-aware number (grouping, decimals); options are Intl.NumberFormat's. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return numberFormat(INTL_LOCALES[lang], options).format(value);
}
