// ETG's hotel content, kept current: when ETG is the supplier and ETG_CONTENT_IMPORT=true, a full import runs once
// (until one has finished), then the incremental dump once a day. Each run is a scheduled job; an interrupted
// import is continued by the next run from its last committed line (providers/hotel-supply/etg-content-import.ts).
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { supplyContentImports } from '../db/schema';
import { importEtgContent, type ContentImportKind } from '../providers/hotel-supply/etg-content-import';
import { scheduleJob } from './queue';
import type { JobHandlers } from './runner';

export const ETG_CONTENT_FULL_JOB = 'etg.content.full';
export const ETG_CONTENT_INCREMENTAL_JOB = 'etg.content.incremental';
/** ETG publishes the incremental dump daily. */
export const ETG_CONTENT_EVERY_MS = 24 * 60 * 60_000;

function enabled(app: FastifyInstance, env: Record<string, string | undefined>): boolean {
  return !!app.providers.hotelSupply.etgContent && env.ETG_CONTENT_IMPORT === 'true';
}

export function scheduleEtgContent(db: Db, kind: ContentImportKind, runAt: Date): Promise<number | null> {
  if (kind === 'full')
    return scheduleJob(db, { kind: ETG_CONTENT_FULL_JOB, payload: {}, runAt, dedupeKey: ETG_CONTENT_FULL_JOB });
  const day = Math.floor(runAt.getTime() / ETG_CONTENT_EVERY_MS);
  return scheduleJob(db, {
    kind: ETG_CONTENT_INCREMENTAL_JOB,
    payload: {},
    runAt,
    dedupeKey: `${ETG_CONTENT_INCREMENTAL_JOB}:${day}`,
  });
}

async function fullImportDone(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: supplyContentImports.id })
    .from(supplyContentImports)
    .where(and(eq(supplyContentImports.kind, 'full'), eq(supplyContentImports.status, 'done')))
    .limit(1);
  return !!row;
}

/** The import this process is running, per app (imports run beside the job poller, never inside its pass). */
const running = new WeakMap<FastifyInstance, Promise<void>>();

const stops = new WeakMap<FastifyInstance, AbortController>();

/** Resolves when this app's import in progress, if any, has ended (tests, shutdown). */
export function etgContentIdle(app: FastifyInstance): Promise<void> {
  return running.get(app) ?? Promise.resolve();
}

/** Shutdown: the import stops after its current batch (startJobs calls it when the app closes). */
export async function stopEtgContent(app: FastifyInstance): Promise<void> {
  stops.get(app)?.abort();
  await etgContentIdle(app);
}

export function etgContentJobHandlers(app: FastifyInstance, env = process.env): JobHandlers {
  const content = app.providers.hotelSupply.etgContent;
  if (!content || !enabled(app, env)) return {};
  const stop = stops.get(app) ?? new AbortController();
  stops.set(app, stop);
  // A dump takes minutes to hours: the job only starts it, so mail and payment jobs are never held up behind it.
  // If the process dies, the import's row stays `running` and the next run continues it from its last line.
  const start = async (kind: ContentImportKind, db: Db, after?: () => Promise<unknown>) => {
    if (running.has(app)) return;
    if (await importRunningElsewhere(db, kind)) throw new Error(`etg content: a ${kind} import is running elsewhere`);
    const task = importEtgContent({
      db,
      kind,
      dumpOf: (k) => content.client.contentDump(k),
      regionIds: content.regionIds,
      log: app.log,
      signal: stop.signal,
    })
      .then(async () => {
        app.providers.hotelSupply.catalog.invalidate();
        await after?.();
      })
      .catch((err: unknown) => app.log.error({ err, kind }, 'etg content import stopped; the next run continues it'))
      .finally(() => running.delete(app));
    running.set(app, task);
  };
  return {
    [ETG_CONTENT_FULL_JOB]: (_payload, { db, now }) =>
      start('full', db, () => scheduleEtgContent(db, 'incremental', new Date(now.getTime() + ETG_CONTENT_EVERY_MS))),
    [ETG_CONTENT_INCREMENTAL_JOB]: async (_payload, { db, now }) => {
      // The next day's first, so a failing dump never ends the chain.
      await scheduleEtgContent(db, 'incremental', new Date(now.getTime() + ETG_CONTENT_EVERY_MS));
      await start('incremental', db);
    },
  };
}

/** Another instance's import commits a batch every few seconds; a row quiet for STALE_MS was left by a dead one. */
const STALE_MS = 5 * 60_000;

async function importRunningElsewhere(db: Db, kind: ContentImportKind): Promise<boolean> {
  const [row] = await db
    .select({ updatedAt: supplyContentImports.updatedAt })
    .from(supplyContentImports)
    .where(and(eq(supplyContentImports.kind, kind), eq(supplyContentImports.status, 'running')))
    .limit(1);
  return !!row && Date.now() - row.updatedAt.getTime() < STALE_MS;
}

/** At start: the full import until one has finished, else today's incremental. */
export async function startEtgContent(app: FastifyInstance, now = new Date(), env = process.env): Promise<void> {
  if (!enabled(app, env)) return;
  await scheduleEtgContent(app.db, (await fullImportDone(app.db)) ? 'incremental' : 'full', now);
}
