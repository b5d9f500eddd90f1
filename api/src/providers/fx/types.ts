import type { CurrencyCode } from './currencies';

/** Units of a currency per 1 AED. Kept as a decimal string, as stored (numeric). */
export interface FxRate {
  currency: CurrencyCode;
  perAed: string;
  updatedAt: Date;
}

/**
 * Where exchange rates come from. The built-in provider reads the fx_rates table (seeded by
 * migration 0001); a live adapter would fetch a rates API and write the same table.
 */
export interface FxProvider {
  readonly name: string;
  getRates(): Promise<FxRate[]>;
  getRate(currency: CurrencyCode): Promise<FxRate | null>;
}
