import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fxRates } from '../../db/schema';
import { CURRENCY_CODES, isCurrencyCode } from './currencies';
import type { FxProvider, FxRate } from './types';

/** The built-in provider: the rates table as it stands. */
export function createTableFxProvider(db: Db): FxProvider {
  const toRate = (row: typeof fxRates.$inferSelect): FxRate | null =>
    isCurrencyCode(row.currency) ? { currency: row.currency, perAed: row.perAed, updatedAt: row.updatedAt } : null;
  return {
    name: 'table',
    async getRates() {
      const rows = await db.select().from(fxRates);
      const rates = rows.map(toRate).filter((r): r is FxRate => r !== null);
      return rates.sort((a, b) => CURRENCY_CODES.indexOf(a.currency) - CURRENCY_CODES.indexOf(b.currency));
    },
    async getRate(currency) {
      const [row] = await db.select().from(fxRates).where(eq(fxRates.currency, currency)).limit(1);
      return row ? toRate(row) : null;
    },
  };
}
