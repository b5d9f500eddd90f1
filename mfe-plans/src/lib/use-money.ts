import { useEffect, useState } from 'react';
import { convertMinor, CURRENCIES, formatMoney, isCurrencyCode, useAppStore } from '@jad/shared-ui';
import { fetchRates, type CurrencyRate } from './api';

function useRates(): CurrencyRate[] {
  const [rates, setRates] = useState<CurrencyRate[]>([]);
  useEffect(() => {
    let live = true;
    void fetchRates().then((r) => {
      if (live) setRates(r);
    });
    return () => {
      live = false;
    };
  }, []);
  return rates;
}

/** Formats AED fils in the selected currency (spec §9); in AED until the rates have loaded. */
export function useMoney(): (aedMinor: number) => string {
  const currency = useAppStore((s) => s.currency);
  const lang = useAppStore((s) => s.lang);
  const rate = useRates().find((r) => r.code === currency);
  return (aedMinor: number) => {
    if (!rate || !isCurrencyCode(currency) || currency === 'AED') return formatMoney(aedMinor, 'AED', lang);
    return formatMoney(convertMinor(aedMinor, rate.perAed, currency), currency, lang);
  };
}

/** The selected currency, its minor units, and whether its rate is known (a budget is typed in it). */
export function useSelectedCurrency(): { currency: string; minorUnits: number; ready: boolean } {
  const currency = useAppStore((s) => s.currency);
  const rates = useRates();
  const minorUnits = isCurrencyCode(currency) ? CURRENCIES[currency].minorUnits : 2;
  return { currency, minorUnits, ready: currency === 'AED' || rates.some((r) => r.code === currency) };
}
