import { startTransition, useEffect, useState } from 'react';
import { api, type CurrencyCode } from '@jad/shared-ui';
import { takeFrameAnswer } from '@jad/shared-ui/frame';

// Units of each display currency per AED, from GET /currencies: loaded once per page and shared by
// every price on it (the first frame's answer, if it asked: src/frame). Until they arrive (or if they fail) prices
// show in AED, which is always right.

export type Rates = Partial<Record<CurrencyCode, number>>;

interface CurrencyItem {
  code: string;
  perAed: number;
}

let ratesPromise: Promise<Rates> | null = null;
let loaded: Rates | null = null;

export function loadRates(): Promise<Rates> {
  if (!ratesPromise) {
    const answered = takeFrameAnswer<CurrencyItem[]>('GET', '/currencies');
    ratesPromise = (
      answered ? Promise.resolve(answered) : api.get<CurrencyItem[]>('/currencies').then((res) => res.data)
    )
      .then((data) => {
        const rates: Rates = {};
        for (const item of Array.isArray(data) ? data : []) {
          if (typeof item?.code === 'string' && typeof item.perAed === 'number' && item.perAed > 0)
            rates[item.code as CurrencyCode] = item.perAed;
        }
        loaded = rates;
        return rates;
      })
      .catch(() => {
        ratesPromise = null; // try again on the next mount
        return {};
      });
  }
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
    // Every price on the page re-renders with the rates: in a transition, in slices, not one long task.
    void loadRates().then((r) => live && startTransition(() => setRates(r)));
    return () => {
      live = false;
    };
  }, []);
  return rates;
}
