// Dates and money as the recipient reads them. Times are Dubai time and say so: the traveller may read the
// mail in another time zone.
import { minorUnitsOf, type CurrencyCode } from '../providers/fx/currencies';
import type { MailLang } from '../providers/mail';

export const TIME_ZONE = 'Asia/Dubai';
const locale = (lang: MailLang) => (lang === 'ar' ? 'ar-AE' : 'en-GB');

/** 12 345 minor units of AED → "AED 123.45" (digits stay Latin in both languages, as on the site). */
export function formatMoney(minor: number, currency: string, lang: MailLang): string {
  const digits = minorUnitsOf(currency as CurrencyCode) ?? 2;
  const amount = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
  return lang === 'ar' ? `${amount} ${currency}` : `${currency} ${amount}`;
}

/** A calendar date (2026-03-02) → "Monday 2 March 2026" / "الاثنين، 2 مارس 2026". */
export function formatDate(isoDate: string, lang: MailLang): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'full', timeZone: 'UTC', numberingSystem: 'latn' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** An instant in Dubai time, with the zone written out: "2 March 2026, 14:00 (Asia/Dubai, GMT+4)". */
export function formatDubaiTime(at: Date | string, lang: MailLang): string {
  const text = new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).format(new Date(at));
  return lang === 'ar' ? `${text} (بتوقيت دبي، Asia/Dubai، GMT+4)` : `${text} (Dubai time, Asia/Dubai, GMT+4)`;
}
