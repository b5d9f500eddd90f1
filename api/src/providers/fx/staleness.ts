import { asc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fxRates } from '../../db/schema';

/** A rate not confirmed by its source for this long is stale: flagged in the logs and in /health. */
export const FX_STALE_AFTER_MS = 48 * 60 * 60_000;

export interface FxStaleness {
  /** Currencies whose rate was last written over 48 hours ago. */
  stale: string[];
  /** When the oldest of those was written; null when none is stale. */
  oldestUpdate: Date | null;
}

export async function fxStaleness(db: Db, now = new Date()): Promise<FxStaleness> {
  const rows = await db
    .select({ currency: fxRates.currency, updatedAt: fxRates.updatedAt })
    .from(fxRates)
    .where(lt(fxRates.updatedAt, new Date(now.getTime() - FX_STALE_AFTER_MS)))
    .orderBy(asc(fxRates.updatedAt), asc(fxRates.currency));
  return { stale: rows.map((r) => r.currency), oldestUpdate: rows[0]?.updatedAt ?? null };
}
