import { CURRENCIES, type FxProvider } from '../../providers/fx';
import type { CurrencyItem } from './schemas';

/** The spec's currencies in their fixed order, each with today's rate; a currency without a rate is left out. */
export async function listCurrencies(fx: FxProvider): Promise<CurrencyItem[]> {
  const rates = new Map((await fx.getRates()).map((r) => [r.currency, r.perAed]));
  return CURRENCIES.flatMap((c) => {
    const perAed = rates.get(c.code);
    return perAed === undefined
      ? []
      : [{ code: c.code, country: c.country, perAed: Number(perAed), minorUnits: c.minorUnits }];
  });
}
