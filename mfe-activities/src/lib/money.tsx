import { convertMinor, formatMoney, useAppStore, type CurrencyCode, type Lang } from '@jad/shared-ui';
import { useRates, type Rates } from './rates';

/** An AED amount in the reader's currency; AED itself while the rates are unknown. */
export function displayMoney(aedMinor: number, currency: CurrencyCode, rates: Rates | null, lang: Lang): string {
  const rate = currency === 'AED' ? 1 : rates?.[currency];
  if (!rate) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, rate, currency), currency, lang);
}

/** A formatter bound to the current currency, rates and language. */
export function useMoney(): (aedMinor: number) => string {
  const currency = useAppStore((s) => s.currency);
  const lang = useAppStore((s) => s.lang);
  const rates = useRates();
  return (aedMinor) => displayMoney(aedMinor, currency, rates, lang);
}
