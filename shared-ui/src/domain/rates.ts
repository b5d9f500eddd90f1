import { useEffect } from 'react';
import { api } from '../data/client';
import { isCurrencyCode, type CurrencyCode } from '../format/currencies';
import { takeFrameAnswer } from '../frame';
import type { AppState } from '../store/app-state';
import { appStore, useAppStore } from '../store/app-store';

// Units of each display currency per AED, from GET /currencies: loaded once per page into the store and read by
// every price in the shell and the remotes (the first frame's answer, if it asked: takeFrameRates). Until they arrive
// (or if they fail) prices show in AED, which is always right.

export type Rates = NonNullable<AppState['rates']>;

let pending: Promise<Rates> | null = null;

/** Rates from a /currencies answer: known codes with a positive rate; anything else is dropped. */
export function parseRates(data: unknown): Rates {
  const rates: Rates = {};
  for (const item of Array.isArray(data) ? (data as unknown[]) : []) {
    const { code, perAed } = (item ?? {}) as { code?: unknown; perAed?: unknown };
    if (isCurrencyCode(code) && typeof perAed === 'number' && perAed > 0) rates[code] = perAed;
  }
  return rates;
}

/** The first frame's /currencies answer, if it asked, into the store's `rates` at once. */
function takeFrameRates(): void {
  if (appStore.getState().rates) return;
  const rates = parseRates(takeFrameAnswer<unknown>('GET', '/currencies'));
  if (Object.keys(rates).length > 0) appStore.getState().setField('rates', rates);
}

/**
 * GET /currencies once per page into the store's `rates` (at once if the first frame has the answer); a failure is
 * retried on the next call. The shell starts it with the remote on a page with prices in another currency than AED, so
 * the rates are in before the prices first render: arriving after, they render every price of a list again, at once,
 * in one task (a store change is a synchronous render), 300 ms and more on a phone.
 */
export function loadRates(): Promise<Rates> {
  takeFrameRates();
  const loaded = appStore.getState().rates;
  if (loaded) return Promise.resolve(loaded);
  if (!pending) {
    pending = api
      .get<unknown>('/currencies')
      .then((res) => res.data)
      .then((data) => {
        const rates = parseRates(data);
        if (Object.keys(rates).length === 0) throw new Error('no rates');
        appStore.getState().setField('rates', rates);
        return rates;
      })
      .catch(() => {
        pending = null; // try again on the next mount
        return {};
      });
  }
  return pending;
}

/** For tests: forget the loaded rates. */
export function resetRates(): void {
  pending = null;
  appStore.getState().setField('rates', null);
}

/**
 * Units of `currency` per AED: 1 for AED, undefined until the rates have arrived; the first caller starts the load.
 * Only that one rate is read from the store: while prices are in AED, the rates' arrival renders none of the prices
 * again, and another currency's rate changing never does (a store change renders its readers at once, in one task:
 * every card of a list).
 */
export function useRate(currency: CurrencyCode): number | undefined {
  const rate = useAppStore((s) => (currency === 'AED' ? 1 : s.rates?.[currency]));
  useEffect(() => {
    if (!appStore.getState().rates) void loadRates();
  }, []);
  return rate;
}
