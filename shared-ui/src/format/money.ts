import type { Lang } from '../i18n/languages';
import { INTL_LOCALES } from '../i18n/languages';
import { CURRENCIES, type CurrencyCode } from './currencies';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: CurrencyCode, lang: Lang): Intl.NumberFormat {
  const cacheKey = `${lang}:${currency}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    const digits = CURRENCIES[currency].minorUnits;
    // The code, not a symbol: the product labels the dirham "AED" (spec §9), and "$" is ambiguous.
    formatter = new Intl.NumberFormat(INTL_LOCALES[lang], {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** Formats integer minor units of `currency`: formatMoney(1250, 'KWD', 'en') → "KWD 1.250". */
export function formatMoney(amountMinor: number, currency: CurrencyCode, lang: Lang): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`amountMinor must be an integer of minor units, got ${amountMinor}`);
  }
  const digits = CURRENCIES[currency].minorUnits;
  return moneyFormatter(currency, lang).format(amountMinor / 10 ** digits);
}
