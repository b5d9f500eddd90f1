// Keeps fx_rates current: every FX_REFRESH_EVERY_MS a job reads the configured feed (providers/fx/feeds.ts) and
// writes each rate with the day its source published it. Shown prices follow; a booking keeps the rate it was made
// at (orders store their own amounts). Rates the feed no longer confirms go stale after 48 hours: logged, and
// reported by /health.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { fxRates } from '../db/schema';
import { fxStaleness, type FxFeed } from '../providers/fx';
import { scheduleJob } from './queue';
import type { JobHandlers } from './runner';

export const FX_REFRESH_JOB = 'fx.refresh';
/** The ECB publishes once a working day (about 16:00 CET); four reads a day catch it within hours. */
export const FX_REFRESH_EVERY_MS = 6 * 60 * 60_000;

/**
 * The refresh of the period `now` falls in, due at `runAt`. One job per period (its dedupe key), so several instances
 * starting, or a restart, never make two chains.
 */
export function scheduleFxRefresh(db: Db, now: Date, runAt = now): Promise<number | null> {
  const period = Math.floor(runAt.getTime() / FX_REFRESH_EVERY_MS);
  return scheduleJob(db, { kind: FX_REFRESH_JOB, payload: {}, runAt, dedupeKey: `${FX_REFRESH_JOB}:${period}` });
}

/** Writes a snapshot: every rate it holds, with its date and source, in one transaction. */
export async function writeFxSnapshot(db: Db, feed: FxFeed, now: Date): Promise<number> {
  const snapshot = await feed.latest();
  if (snapshot.rates.length === 0) throw new Error(`fx: ${feed.name} gave no rate we use`);
  await db.transaction(async (tx) => {
    for (const rate of snapshot.rates) {
      const values = { perAed: rate.perAed, rateDate: snapshot.date, source: rate.source, updatedAt: now };
      await tx
        .insert(fxRates)
        .values({ currency: rate.currency, ...values })
        .onConflictDoUpdate({ target: fxRates.currency, set: values });
    }
  });
  return snapshot.rates.length;
}

/** Logs the stale rates (a warning), if any. */
export async function warnIfFxStale(app: FastifyInstance, now: Date): Promise<void> {
  const { stale, oldestUpdate } = await fxStaleness(app.db, now);
  if (stale.length > 0)
    app.log.warn({ stale, oldest_update: oldestUpdate?.toISOString() }, 'fx rates older than 48 hours');
}

export function fxJobHandlers(app: FastifyInstance): JobHandlers {
  const feed = app.providers.fxFeed;
  if (!feed) return {};
  return {
    [FX_REFRESH_JOB]: async (_payload, { db, now }) => {
      // The next one first: a failing source must not end the chain (this job is retried on its own).
      await scheduleFxRefresh(db, now, new Date(now.getTime() + FX_REFRESH_EVERY_MS));
      try {
        const written = await writeFxSnapshot(db, feed, now);
        app.log.info({ source: feed.name, rates: written }, 'fx rates refreshed');
      } finally {
        await warnIfFxStale(app, now);
      }
    },
  };
}

/** At start: a refresh now when a feed is set, and a warning when rates are already stale. */
export async function startFxRefresh(app: FastifyInstance, now = new Date()): Promise<void> {
  if (app.providers.fxFeed) await scheduleFxRefresh(app.db, now);
  await warnIfFxStale(app, now);
}
