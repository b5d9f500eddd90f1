import { useCallback, useMemo } from 'react';
import { convertMinor } from '../format/convert';
import { CURRENCIES, isCurrencyCode, type CurrencyCode } from '../format/currencies';
import { formatMoney } from '../format/money';
import type { Lang } from '../i18n/languages';
import { useAppStore } from '../store/app-store';
import { useRate, type Rates } from './rates';

/** An AED amount (fils) in the reader's currency (ISO 4217 minor units); AED itself while the rate is unknown. */
export function displayMoney(aedMinor: number, currency: CurrencyCode, rates: Rates | null, lang: Lang): string {
  return moneyAtRate(aedMinor, currency, rates?.[currency], lang);
}

/** An AED amount (fils) in `currency` at `rate` (units per AED); AED itself while the rate is unknown. */
function moneyAtRate(aedMinor: number, currency: CurrencyCode, rate: number | undefined, lang: Lang): string {
  if (!rate || currency === 'AED') return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, rate, currency), currency, lang);
}

/** An amount already in `currency`'s minor units (an order's fixed display price). */
export function fixedMoney(minor: number, currency: string, lang: Lang): string {
  return formatMoney(minor, isCurrencyCode(currency) ? currency : 'AED', lang);
}

/** AED fils shown in a currency at a rate fixed earlier (a checkout's or an order's). */
export function atFixedRate(aedMinor: number, currency: string, perAed: number, lang: Lang): string {
  if (!isCurrencyCode(currency) || currency === 'AED' || !(perAed > 0)) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, perAed, currency), currency, lang);
}

export interface Money {
  /** AED fils → the reader's currency. */
  format(aedMinor: number): string;
  /** The currency prices are shown in: the chosen one once its rate is known, AED before. */
  currency: CurrencyCode;
  /** Units of the reader's currency per AED (1 while unknown). */
  rate: number;
  /** Whether the chosen currency's rate is known (an amount can be typed in it). */
  ready: boolean;
  /** Minor units of the chosen currency (KWD 3, AED 2). */
  minorUnits: number;
  lang: Lang;
}

/** Prices in the reader's language and chosen currency, from the one set of rates in the store. */
export function useMoney(): Money {
  const chosen = useAppStore((s) => s.currency);
  const lang = useAppStore((s) => s.lang);
  const known = useRate(chosen);
  const ready = known !== undefined;
  const rate = known ?? 1;
  const format = useCallback((aedMinor: number) => moneyAtRate(aedMinor, chosen, known, lang), [chosen, known, lang]);
  return useMemo(
    () => ({
      format,
      currency: ready ? chosen : 'AED',
      rate,
      ready,
      minorUnits: CURRENCIES[chosen].minorUnits,
      lang,
    }),
    [format, ready, chosen, rate, lang],
  );
}
