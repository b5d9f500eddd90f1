import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { AuthResponse } from '../../users/types';
import { PASSWORD, signUpViaApi, uniqueEmail, nextIp } from '../test-utils/accounts-test-kit';

describe.each(dbKinds())('sign-up and sign-in on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers,
      remoteAddress: nextIp(),
    });

  it('signs up in two steps: 202 without a session, then the mailed code signs in (argon2id stored)', async () => {
    const email = uniqueEmail('Mixed.Case');
    const res = await post('/users/sign-up', {
      email: email.toUpperCase(),
      password: PASSWORD,
      first_name: 'Sara',
      last_name: 'Al Ali',
    });
    expect(res.statusCode).toBe(202);
    expect(res.cookies.find((c) => c.name === 'jad_session')).toBeUndefined();
    const a = await signUpViaApi(t.app, { first_name: 'Sara', last_name: 'Al Ali' });
    expect(a.body.user).toMatchObject({
      email: a.email,
      first_name: 'Sara',
      last_name: 'Al Ali',
      email_verified: true,
      has_password: true,
      language: 'en',
    });
    expect(a.body.user.username).toMatch(/^sara\.alali/);
    // Stored as argon2id, never in clear.
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(row!.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{}, /email is required/],
    [
      { email: 'not-an-email', password: PASSWORD, first_name: 'A', last_name: 'B' },
      /email must be a valid e-mail address/,
    ],
    [{ email: 'a@b.co', password: 'short', first_name: 'A', last_name: 'B' }, /at least 8 characters/],
    [{ email: 'a@b.co', password: 'x'.repeat(129), first_name: 'A', last_name: 'B' }, /at most 128/],
    [{ email: 'a@b.co', password: 'Password123', first_name: 'A', last_name: 'B' }, /too common/],
    [{ email: 'a@b.co', password: PASSWORD, first_name: '', last_name: 'B' }, /first_name is required/],
    [{ email: 'a@b.co', password: PASSWORD, first_name: 'A', last_name: 'B', username: 'a b' }, /username must be/],
    [{ email: 'a@b.co', password: PASSWORD, first_name: 'A<script>', last_name: 'B' }, /first_name contains/],
  ])('refuses bad sign-up input %# with a 400 and a message', async (payload, message) => {
    const res = await post('/users/sign-up', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });

  it('signs in with a new session token each time, with the spec message', async () => {
    const a = await signUpViaApi(t.app);
    const res = await post('/users/sign-in', { email: a.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.message).toBe('Signed in successfully');
    expect(body.token).not.toBe(a.body.token);
    expect(body.user.uuid).toBe(a.body.user.uuid);
    expect(res.cookies.find((c) => c.name === 'jad_session')?.value).toBe(body.token);
    // The bearer token works as a mobile app would use it.
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/fetch',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().uuid).toBe(a.body.user.uuid);
  });

  it('gives one answer for an unknown e-mail, a wrong password and a password-less account', async () => {
    const a = await signUpViaApi(t.app);
    const social = await createUserSession(t.app); // no password (as after a social sign-in)
    const answers = await Promise.all([
      post('/users/sign-in', { email: uniqueEmail('nobody'), password: PASSWORD }),
      post('/users/sign-in', { email: a.email, password: 'wrong password!' }),
      post('/users/sign-in', { email: social.user.email, password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password');
      expect(res.cookies.find((c) => c.name === 'jad_session' && c.value)).toBeUndefined();
    }
  });

  it('locks an account after 10 failed sign-ins, even with the right password, without touching others', async () => {
    const a = await signUpViaApi(t.app);
    const b = await signUpViaApi(t.app);
    for (let i = 0; i < 10; i += 1)
      expect((await post('/users/sign-in', { email: a.email, password: `wrong-${i}-password` })).statusCode).toBe(401);
    const locked = await post('/users/sign-in', { email: a.email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts, please try again later');
    expect((await post('/users/sign-in', { email: b.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a deleted account', async () => {
    const a = await signUpViaApi(t.app);
    await t.db.execute(sql`update users set deleted_at = now() where email = ${a.email}`);
    expect((await post('/users/sign-in', { email: a.email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('refuses bad sign-in input with 400', async () => {
    expect((await post('/users/sign-in', { email: 'x' })).statusCode).toBe(400);
    expect((await post('/users/sign-in', { email: 'a@b.co', password: '' })).json().message).toMatch(
      /password is required/,
    );
    expect((await post('/users/sign-in', [1, 2])).statusCode).toBe(400);
  });
});
