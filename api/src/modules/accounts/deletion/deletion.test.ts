import { createTestApp, createTestDatabase, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { buildApp } from '../../../app';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../config';
import { jobHandlers } from '../../../jobs';
import { runDueJobs } from '../../../jobs/runner';
import { lastMailTo, mailCount, nextIp, PASSWORD, signUpViaApi, tokenFromMail } from '../test-utils/accounts-test-kit';
import { DELETION_DELAY_MS } from './service';
import path from 'node:path';

const quiet = { info: () => undefined, error: () => undefined };
const HOUR = 3_600_000;

describe.each(dbKinds())('account deletion on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'DELETE' | 'GET', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object, remoteAddress: nextIp() });
  const userExists = async (uuid: string) =>
    (await t.db.execute(sql`select 1 from users where uuid = ${uuid}`)).rows.length === 1;
  const runJobsAt = (at: Date) => runDueJobs(t.db, jobHandlers(t.app), quiet, at);

  it('deletes now with the password: sessions end, sign-in fails, bookings stay without the user', async () => {
    const a = await signUpViaApi(t.app);
    const order = await t.db.execute<{ id: string }>(sql`
      insert into orders (user_id, kind, title, starts_on, ends_on, amount_minor, display_amount_minor, contact_email, contact_name)
      select id, 'hotel', 'Atlantis', '2026-05-01', '2026-05-03', 120000, 120000, email, 'Test Person' from users where uuid = ${a.body.user.uuid}
      returning id`);
    expect((await call('DELETE', '/users', a.headers, { password: 'wrong password' })).json().message).toBe(
      'Password is incorrect',
    );
    const res = await call('DELETE', '/users', a.headers, { password: PASSWORD });
    expect(res.json()).toEqual({ message: 'Your account has been deleted', code: 'account_deleted' });
    expect(res.cookies.find((c) => c.name === 'jad_session')?.value).toBe('');
    expect(await userExists(a.body.user.uuid)).toBe(false);
    expect((await call('GET', '/auth/session', { cookie: a.cookie })).json().user).toBeNull();
    expect((await call('POST', '/users/sign-in', {}, { email: a.email, password: PASSWORD })).statusCode).toBe(401);
    const kept = await t.db.execute<{ user_id: string | null; contact_email: string }>(
      sql`select user_id, contact_email from orders where id = ${order.rows[0]!.id}`,
    );
    expect(kept.rows[0]).toEqual({ user_id: null, contact_email: a.email });
    expect((await lastMailTo(t.db, a.email))?.subject).toBe('Your account has been deleted');
    // The e-mail is free again: the person may come back.
    expect((await signUpViaApi(t.app, { email: a.email })).body.user.email).toBe(a.email);
  });

  it('every foreign key to users cascades or sets null, so deletion never fails on another domain’s rows', async () => {
    const fks = await t.db.execute<{ table_name: string; delete_rule: string }>(sql`
      select tc.table_name, rc.delete_rule
      from information_schema.referential_constraints rc
      join information_schema.table_constraints tc on tc.constraint_name = rc.constraint_name and tc.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users'`);
    expect(fks.rows.length).toBeGreaterThan(5);
    for (const fk of fks.rows)
      expect([fk.table_name, fk.delete_rule]).toEqual([fk.table_name, expect.stringMatching(/^(CASCADE|SET NULL)$/)]);
  });

  it('a password-less (social) account deletes without a password; visitors get 401', async () => {
    const s = await createUserSession(t.app);
    const del = await call('DELETE', '/users', s.headers);
    expect(del.json()).toEqual({ message: 'Your account has been deleted', code: 'account_deleted' });
    expect(await userExists(s.user.uuid)).toBe(false);
    expect((await call('DELETE', '/users', {})).statusCode).toBe(401);
  });

  it('request by e-mail: same answer for anyone, a confirmation link, deletion 24 h after confirming', async () => {
    const a = await signUpViaApi(t.app);
    const ghost = await call('POST', '/users/request-delete', {}, { email: 'nobody-at-all@example.test' });
    const res = await call('POST', '/users/request-delete', {}, { email: a.email });
    expect(res.json()).toEqual({
      message: 'We received your request. We will get back to you shortly',
      code: 'request_received',
    });
    expect(ghost.json()).toEqual(res.json());
    const token = await tokenFromMail(t.db, a.email);
    const confirmed = await call('POST', '/users/request-delete/confirm', {}, { token });
    expect(confirmed.json().message).toBe('Your account will be deleted in 24 hours');
    const deleteAt = new Date(confirmed.json().delete_at as string);
    expect(Math.abs(deleteAt.getTime() - Date.now() - DELETION_DELAY_MS)).toBeLessThan(60_000);
    expect((await call('POST', '/users/request-delete/confirm', {}, { token })).json().message).toBe(
      'The link has expired.',
    );
    // Not yet: an hour before the time nothing happens.
    await runJobsAt(new Date(deleteAt.getTime() - HOUR));
    expect(await userExists(a.body.user.uuid)).toBe(true);
    await runJobsAt(new Date(deleteAt.getTime() + 1_000));
    expect(await userExists(a.body.user.uuid)).toBe(false);
  });

  it('a signed-in person asking for their own address is scheduled at once and can cancel', async () => {
    const a = await signUpViaApi(t.app);
    await call('POST', '/users/request-delete', a.headers, { email: a.email });
    const me = await call('POST', '/users/fetch', a.headers);
    expect(me.json().delete_requested_at).not.toBeNull();
    expect((await lastMailTo(t.db, a.email))?.subject).toBe('Your account will be deleted in 24 hours');
    expect((await call('POST', '/users/request-delete/cancel', a.headers)).json()).toEqual({
      message: 'Account deletion cancelled',
      code: 'deletion_cancelled',
    });
    expect((await call('POST', '/users/fetch', a.headers)).json().delete_requested_at).toBeNull();
    await runJobsAt(new Date(Date.now() + DELETION_DELAY_MS + HOUR));
    expect(await userExists(a.body.user.uuid)).toBe(true);
  });

  it("someone else's address gets a confirmation mail, never an immediate deletion", async () => {
    const a = await signUpViaApi(t.app);
    const b = await signUpViaApi(t.app);
    const before = await mailCount(t.db, a.email);
    await call('POST', '/users/request-delete', b.headers, { email: a.email });
    expect(await mailCount(t.db, a.email)).toBe(before + 1);
    expect((await lastMailTo(t.db, a.email))?.subject).toBe('Confirm your account deletion request');
    await runJobsAt(new Date(Date.now() + DELETION_DELAY_MS + HOUR));
    expect(await userExists(a.body.user.uuid)).toBe(true);
  });

  it('refuses bad input with 400', async () => {
    expect((await call('POST', '/users/request-delete', {}, {})).json().message).toMatch(/email is required/);
    expect((await call('POST', '/users/request-delete', {}, { email: 'nope' })).statusCode).toBe(400);
    expect((await call('POST', '/users/request-delete/confirm', {}, { token: 'x'.repeat(43) })).json().message).toBe(
      'The link has expired.',
    );
    expect((await call('POST', '/users/request-delete/cancel', {})).statusCode).toBe(401);
  });
});

describe.each(dbKinds())('the deletion job survives a restart on %s', (kind) => {
  it('is carried out by a new app over the same database', async () => {
    const test = await createTestDatabase(kind);
    const config = loadConfig(
      { NODE_ENV: 'test', PGLITE_DIR: 'memory://', DATABASE_URL: test.databaseUrl },
      { repoRoot: path.resolve(__dirname, '../../../../..') },
    );
    try {
      const first = await buildApp({ config, database: test.database });
      await first.ready();
      const a = await signUpViaApi(first);
      await first.inject({
        method: 'POST',
        url: '/api/v1/users/request-delete',
        headers: a.headers,
        payload: { email: a.email },
        remoteAddress: nextIp(),
      });
      await first.close(); // the process stops; the job is in the table

      const second = await buildApp({ config, database: test.database });
      await second.ready();
      const ran = await runDueJobs(
        test.database.db,
        jobHandlers(second),
        quiet,
        new Date(Date.now() + DELETION_DELAY_MS + 60_000),
      );
      // The deletion, then the "account deleted" mail it queued in its transaction.
      expect(ran).toBe(2);
      expect((await lastMailTo(test.database.db, a.email))?.subject).toBe('Your account has been deleted');
      const rows = await test.database.db.execute(sql`select 1 from users where uuid = ${a.body.user.uuid}`);
      expect(rows.rows).toHaveLength(0);
      const job = await test.database.db.execute<{ status: string }>(
        sql`select status from scheduled_jobs where kind = 'account.delete'`,
      );
      expect(job.rows.map((r) => r.status)).toEqual(['done']);
      await second.close();
    } finally {
      await test.close();
    }
  }, 120_000);
});
