import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs, type ScheduledJobRow } from '../db/schema';

export interface JobContext {
  db: Db;
  now: Date;
}

export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export interface JobLog {
  info(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** How long a claimed job may run before another process assumes its owner died and takes it. */
export const LOCK_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

/**
 * Claims one due job: pending and due, or running with an expired lock (its process crashed).
 * FOR UPDATE SKIP LOCKED lets several api instances poll the same table without taking the same job.
 */
async function claimOne(db: Db, now: Date, kinds?: readonly string[]): Promise<ScheduledJobRow | null> {
  const at = now.toISOString();
  const ofKind = kinds
    ? sql`and kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute<{ id: string | number }>(sql`
    update scheduled_jobs set status = 'running', attempts = attempts + 1,
      locked_until = ${at}::timestamptz + ${`${LOCK_MS} milliseconds`}::interval
    where id = (
      select id from scheduled_jobs
      where ((status = 'pending' and run_at <= ${at}::timestamptz)
         or (status = 'running' and locked_until < ${at}::timestamptz))
      ${ofKind}
      order by run_at, id
      limit 1
      for update skip locked)
    returning id`);
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  const rows = await db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.id, Number(id)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Runs every job that is due now, one after another, and returns how many ran. A failing job is
 * retried with a growing delay, and marked failed after MAX_ATTEMPTS; other jobs go on. `kinds` limits the
 * pass to those kinds (the mail queue's immediate pass after a commit).
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  log: JobLog,
  now: Date = new Date(),
  limit = 50,
  kinds?: readonly string[],
): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claimOne(db, now, kinds);
    if (!job) break;
    ran += 1;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler(job.payload, { db, now });
      await db
        .update(scheduledJobs)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(eq(scheduledJobs.id, job.id));
      log.info({ job: job.id, kind: job.kind }, 'job done');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= MAX_ATTEMPTS || !handler;
      await db
        .update(scheduledJobs)
        .set(
          giveUp
            ? { status: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: message.slice(0, 2000) }
            : {
                status: 'pending',
                runAt: new Date(now.getTime() + backoffMs(job.attempts)),
                lockedUntil: null,
                lastError: message.slice(0, 2000),
              },
        )
        .where(eq(scheduledJobs.id, job.id));
      log.error({ err: error, job: job.id, kind: job.kind }, giveUp ? 'job failed for good' : 'job failed, will retry');
    }
  }
  return ran;
}

export interface JobRunner {
  /** Runs what is due now (also used by tests); concurrent calls share one pass. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/** Polls the table every `intervalMs`. Jobs live in the database, so a restart only delays them. */
export function createJobRunner(db: Db, handlers: JobHandlers, log: JobLog, intervalMs = 30_000): JobRunner {
  let running: Promise<number> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve(0);
    running ??= runDueJobs(db, handlers, log)
      .catch((error: unknown) => {
        log.error({ err: error }, 'job runner pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  // Never keep the process alive just for the poller.
  timer.unref();
  // A first pass right away picks up what came due while the server was down.
  setTimeout(() => void tick(), 1_000).unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
