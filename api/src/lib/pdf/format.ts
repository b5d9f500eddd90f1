import type { PdfLang } from './document';

// Numbers, dates and times as the front ends write them (shared-ui INTL_LOCALES): Latin digits in Arabic too.
export const INTL_LOCALE: Readonly<Record<PdfLang, string>> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };

// Building an Intl formatter costs far more than using one: one per kind, language and currency.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const memo = <T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T => {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f as T;
};

/** Minutes from midnight → 09:05. */
export const clockTime = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A calendar date ('YYYY-MM-DD') with its weekday: "Saturday, 14 March 2026" / "السبت، 14 مارس 2026". */
export function formatFullDate(date: string, lang: PdfLang): string {
  return memo(
    `full:${lang}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'full', timeZone: 'UTC' }),
  ).format(new Date(`${date}T00:00:00Z`));
}

/** Two calendar dates as one range: "14 – 16 March 2026". */
export function formatDateRange(from: string, to: string, lang: PdfLang): string {
  const f = memo(
    `long:${lang}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[lang], { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return f.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}

/** Integer minor units (fils for AED) with the currency code: formatMoney(123450, 'AED', 'en') → "AED 1,234.50" (ar: "1,234.50 AED"). */
export function formatMoney(minor: number, currency: string, lang: PdfLang): string {
  const f = memo(
    `money:${lang}:${currency}`,
    () => new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency, currencyDisplay: 'code' }),
  );
  return f.format(minor / 10 ** (f.resolvedOptions().maximumFractionDigits ?? 2));
}
