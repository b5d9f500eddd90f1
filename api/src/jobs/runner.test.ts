import { createTestDatabase, dbKinds, type TestDatabase } from '../../test/helpers';
import { sql } from 'drizzle-orm';
import { cancelJob, scheduleJob } from './queue';
import { MAX_ATTEMPTS, runDueJobs, type JobHandlers } from './runner';

const quiet = { info: () => undefined, error: () => undefined };

describe.each(dbKinds())('scheduled jobs on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test?.close());
  const db = () => test.database.db;
  const status = async (id: number) =>
    (
      await db().execute<{ status: string; attempts: number; last_error: string | null }>(
        sql`select status, attempts, last_error from scheduled_jobs where id = ${id}`,
      )
    ).rows[0];

  it('runs a job only once it is due, exactly once', async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'test.echo': async (payload) => void seen.push(payload) };
    const now = new Date();
    const id = (await scheduleJob(db(), {
      kind: 'test.echo',
      payload: { n: 1 },
      runAt: new Date(now.getTime() + 60_000),
    }))!;
    expect(await runDueJobs(db(), handlers, quiet, now)).toBe(0);
    expect(await runDueJobs(db(), handlers, quiet, new Date(now.getTime() + 61_000))).toBe(1);
    expect(await runDueJobs(db(), handlers, quiet, new Date(now.getTime() + 120_000))).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect((await status(id))!.status).toBe('done');
  });

  it('keeps one pending job per dedupe key, and cancels it', async () => {
    const key = `k-${Date.now()}`;
    const runAt = new Date(Date.now() + 3_600_000);
    const first = await scheduleJob(db(), { kind: 'test.noop', payload: {}, runAt, dedupeKey: key });
    expect(first).not.toBeNull();
    expect(await scheduleJob(db(), { kind: 'test.noop', payload: {}, runAt, dedupeKey: key })).toBeNull();
    expect(await cancelJob(db(), key)).toBe(1);
    expect((await status(first!))!.status).toBe('cancelled');
    // Once cancelled, the key is free again.
    expect(await scheduleJob(db(), { kind: 'test.noop', payload: {}, runAt, dedupeKey: key })).not.toBeNull();
    await cancelJob(db(), key);
  });

  it('retries a failing job later and gives up after MAX_ATTEMPTS', async () => {
    let calls = 0;
    const handlers: JobHandlers = {
      'test.fail': async () => {
        calls += 1;
        throw new Error('boom');
      },
    };
    let now = new Date(Date.now() + 10 * 86_400_000);
    const id = (await scheduleJob(db(), { kind: 'test.fail', payload: {}, runAt: now }))!;
    for (let i = 0; i < MAX_ATTEMPTS + 2; i += 1) {
      await runDueJobs(db(), handlers, quiet, now);
      now = new Date(now.getTime() + 2 * 3_600_000);
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await status(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'boom' });
  });

  it('takes over a job whose process died while running it (expired lock)', async () => {
    const ran: number[] = [];
    const at = new Date(Date.now() + 20 * 86_400_000);
    const id = (await scheduleJob(db(), { kind: 'test.crash', payload: {}, runAt: at }))!;
    // Another instance claimed it and vanished.
    await db().execute(
      sql`update scheduled_jobs set status = 'running', locked_until = ${new Date(at.getTime() + 60_000).toISOString()}::timestamptz where id = ${id}`,
    );
    const handlers: JobHandlers = { 'test.crash': async () => void ran.push(id) };
    expect(await runDueJobs(db(), handlers, quiet, at)).toBe(0);
    expect(await runDueJobs(db(), handlers, quiet, new Date(at.getTime() + 120_000))).toBe(1);
    expect(ran).toEqual([id]);
  });

  it('marks a job of an unknown kind failed at once', async () => {
    const at = new Date(Date.now() + 30 * 86_400_000);
    const id = (await scheduleJob(db(), { kind: 'test.unknown', payload: {}, runAt: at }))!;
    await runDueJobs(db(), {}, quiet, at);
    expect((await status(id))!.status).toBe('failed');
  });
});
