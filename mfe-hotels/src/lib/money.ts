import { convertMinor, formatMoney, isCurrencyCode, useAppStore, type CurrencyCode, type Lang } from '@jad/shared-ui';
import { useCallback } from 'react';
import { useRates, type Rates } from './rates';

/** An AED amount in the reader's currency (ISO 4217 minor units: KWD, BHD, OMR show 3 decimals). */
export function displayMoney(aedMinor: number, currency: CurrencyCode, rates: Rates | null, lang: Lang): string {
  const rate = currency === 'AED' ? 1 : rates?.[currency];
  if (!rate) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, rate, currency), currency, lang);
}

/** An amount already in `currency`'s minor units (an order's fixed display price). */
export function fixedMoney(minor: number, currency: string, lang: Lang): string {
  return formatMoney(minor, isCurrencyCode(currency) ? currency : 'AED', lang);
}

export interface Money {
  /** AED fils → the reader's currency. */
  format(aedMinor: number): string;
  currency: CurrencyCode;
  /** Units of the reader's currency per AED (1 while unknown). */
  rate: number;
  lang: Lang;
}

export function useMoney(): Money {
  const currency = useAppStore((s) => s.currency);
  const lang = useAppStore((s) => s.lang);
  const rates = useRates();
  const rate = currency === 'AED' ? 1 : (rates?.[currency] ?? 1);
  const known = currency === 'AED' || rates?.[currency] !== undefined;
  const format = useCallback(
    (aedMinor: number) => displayMoney(aedMinor, currency, rates, lang),
    [currency, rates, lang],
  );
  return { format, currency: known ? currency : 'AED', rate, lang };
}

/** AED fils shown in a currency at a rate fixed earlier (a checkout's or an order's). */
export function atFixedRate(aedMinor: number, currency: string, perAed: number, lang: Lang): string {
  if (!isCurrencyCode(currency) || currency === 'AED' || !(perAed > 0)) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, perAed, currency), currency, lang);
}
