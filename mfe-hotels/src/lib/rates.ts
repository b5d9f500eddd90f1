import { useEffect, useState } from 'react';
import { api, type CurrencyCode } from '@jad/shared-ui';

// Units of each display currency per AED, from GET /currencies: loaded once per page and shared by
// every price on it. Until they arrive (or if they fail) prices show in AED, which is always right.

export type Rates = Partial<Record<CurrencyCode, number>>;

interface CurrencyItem {
  code: string;
  perAed: number;
}

let ratesPromise: Promise<Rates> | null = null;
let loaded: Rates | null = null;

export function loadRates(): Promise<Rates> {
  ratesPromise ??= api
    .get<CurrencyItem[]>('/currencies')
    .then((res) => {
      const rates: Rates = {};
      for (const item of Array.isArray(res.data) ? res.data : []) {
        if (typeof item?.code === 'string' && typeof item.perAed === 'number' && item.perAed > 0)
          rates[item.code as CurrencyCode] = item.perAed;
      }
      loaded = rates;
      return rates;
    })
    .catch(() => {
      ratesPromise = null;
      return {};
    });
  return ratesPromise;
}

/** For tests: forget the loaded rates. */
export function resetRates(): void {
  ratesPromise = null;
  loaded = null;
}

export function useRates(): Rates | null {
  const [rates, setRates] = useState<Rates | null>(loaded);
  useEffect(() => {
    let live = true;
    void loadRates().then((r) => live && setRates(r));
    return () => {
      live = false;
    };
  }, []);
  return rates;
}
