import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { scheduledJobs } from '../db/schema';

export interface JobInput {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  /** At most one pending job per key: scheduling again keeps the first one. */
  dedupeKey?: string;
}

/** Stores a job to run at `runAt`; returns its id, or null when an equal pending job exists. */
export async function scheduleJob(db: Db, job: JobInput): Promise<number | null> {
  // Raw SQL: the conflict target is a partial unique index, which needs its predicate repeated.
  const result = await db.execute<{ id: string | number }>(sql`
    insert into scheduled_jobs (kind, payload, run_at, dedupe_key)
    values (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt.toISOString()}::timestamptz, ${job.dedupeKey ?? null})
    on conflict (dedupe_key) where status in ('pending', 'running') do nothing
    returning id`);
  const row = result.rows[0];
  return row ? Number(row.id) : null;
}

/** Cancels the pending job with this key (a user cancelled their deletion request). */
export async function cancelJob(db: Db, dedupeKey: string): Promise<number> {
  const rows = await db
    .update(scheduledJobs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(scheduledJobs.dedupeKey, dedupeKey), inArray(scheduledJobs.status, ['pending'])))
    .returning({ id: scheduledJobs.id });
  return rows.length;
}
