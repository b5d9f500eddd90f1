import { sql } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createSession, hashToken, revokeAllSessions } from './service';
import type { SessionResponse } from './types';

describe.each(dbKinds())('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const getSession = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });

  it('gives a visitor no user and no csrf token', async () => {
    const res = await getSession();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, csrfToken: null });
    const csrf = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf' });
    expect(csrf.json()).toEqual({ csrfToken: null });
  });

  it('recognises the session cookie and answers the public user with profile', async () => {
    const s = await createUserSession(t.app, {
      firstName: 'Mira',
      language: 'ar',
      email: `Mira-${Date.now()}@Example.test`,
    });
    const res = await getSession({ cookie: s.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<SessionResponse>();
    expect(body.csrfToken).toBe(s.csrfToken);
    expect(body.user).toMatchObject({
      uuid: s.user.uuid,
      email: s.user.email,
      username: s.user.username,
      first_name: 'Mira',
      language: 'ar',
      is_dark_mode: false,
      email_verified: false,
      has_password: false,
      profile: { profile_picture: null, cover_picture: null, is_verified: false },
    });
    // E-mail kept lower-case; internal ids and the password hash never leave the api.
    expect(body.user?.email).toBe(body.user?.email.toLowerCase());
    expect(JSON.stringify(body)).not.toMatch(/password_hash|passwordHash|"id"/);
    expect(t.app.ids.decodeId('profile', body.user!.profile!.profile_id)).toBe(s.profile.profileId);
    const csrf = await t.app.inject({ method: 'GET', url: '/api/v1/auth/csrf', headers: { cookie: s.cookie } });
    expect(csrf.json()).toEqual({ csrfToken: s.csrfToken });
  });

  it('recognises a Bearer token', async () => {
    const s = await createUserSession(t.app);
    const res = await getSession(s.bearer);
    expect(res.json<SessionResponse>().user?.uuid).toBe(s.user.uuid);
  });

  it('stores only the hash of the token', async () => {
    const s = await createUserSession(t.app);
    const rows = await t.db.execute<{ token_hash: string }>(
      sql`select token_hash from sessions where id = ${s.sessionId}`,
    );
    expect(rows.rows[0]!.token_hash).toBe(hashToken(s.token));
    expect(rows.rows[0]!.token_hash).not.toContain(s.token);
  });

  it('ignores an expired session and clears its cookie', async () => {
    const s = await createUserSession(t.app);
    await t.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${s.sessionId}`);
    const res = await getSession({ cookie: s.cookie });
    expect(res.json()).toEqual({ user: null, csrfToken: null });
    const cleared = res.cookies.find((c) => c.name === 'jad_session');
    expect(cleared?.value).toBe('');
  });

  it('ignores a revoked session, and revokeAllSessions keeps only the one asked for', async () => {
    const a = await createUserSession(t.app);
    const second = await createSession(t.db, a.user.id, 'phone');
    const third = await createSession(t.db, a.user.id, 'tablet');
    expect(await revokeAllSessions(t.db, a.user.id, second.id)).toBe(2);
    expect((await getSession({ cookie: a.cookie })).json().user).toBeNull();
    expect((await getSession({ authorization: `Bearer ${third.token}` })).json().user).toBeNull();
    expect((await getSession({ authorization: `Bearer ${second.token}` })).json().user?.uuid).toBe(a.user.uuid);
  });

  it('ignores the session of a deleted user, and garbage tokens', async () => {
    const s = await createUserSession(t.app);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, s.user.id));
    expect((await getSession({ cookie: s.cookie })).json().user).toBeNull();
    expect((await getSession({ cookie: 'jad_session=not-a-token' })).json().user).toBeNull();
    expect((await getSession({ authorization: 'Bearer ' + 'x'.repeat(43) })).json().user).toBeNull();
  });

  describe('csrf', () => {
    const signout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers });

    it('refuses a cookie-authenticated write without the token', async () => {
      const s = await createUserSession(t.app);
      const res = await signout({ cookie: s.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Invalid CSRF token',
        code: 'csrf_invalid',
      });
      // Nothing happened: the session still works.
      expect((await getSession({ cookie: s.cookie })).json().user?.uuid).toBe(s.user.uuid);
    });

    it('refuses a wrong token, including another session’s', async () => {
      const s = await createUserSession(t.app);
      const other = await createUserSession(t.app);
      expect((await signout({ cookie: s.cookie, 'x-csrf-token': 'wrong' })).statusCode).toBe(403);
      expect((await signout({ cookie: s.cookie, 'x-csrf-token': other.csrfToken })).statusCode).toBe(403);
    });

    it('exempts Bearer requests and visitors', async () => {
      const s = await createUserSession(t.app);
      expect((await signout(s.bearer)).statusCode).toBe(200);
      expect((await signout({})).statusCode).toBe(200);
    });

    it('does not apply to reads', async () => {
      const s = await createUserSession(t.app);
      expect((await getSession({ cookie: s.cookie })).statusCode).toBe(200);
    });

    it('does not apply to reads sent as POST (readOnly routes), which a first frame asks for beside the session', async () => {
      const s = await createUserSession(t.app);
      const post = (url: string, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: s.cookie }, payload });
      expect((await post('/activities/fetch-all', { limit: 2 })).json()).toMatchObject({ rows: [] });
      expect((await post('/plans/fetch-all', { page: 1, limit: 6 })).json()).toMatchObject({ rows: [], count: 0 });
      // A write beside them still needs the token.
      expect((await post('/wishlist', { acid: 'any' })).json()).toMatchObject({ code: 'csrf_invalid' });
    });
  });

  it('signs out: revokes the session and clears the cookie', async () => {
    const s = await createUserSession(t.app);
    const other = await createSession(t.db, s.user.id, 'other device');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: s.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out successfully', code: 'signed_out' });
    const cookie = res.cookies.find((c) => c.name === 'jad_session');
    expect(cookie).toMatchObject({ value: '', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect((await getSession({ cookie: s.cookie })).json().user).toBeNull();
    // Only this session: the other device stays signed in.
    expect((await getSession({ authorization: `Bearer ${other.token}` })).json().user?.uuid).toBe(s.user.uuid);
  });

  it('creates 30-day sessions with distinct random tokens', async () => {
    const s = await createUserSession(t.app);
    const a = await createSession(t.db, s.user.id, 'ua');
    const b = await createSession(t.db, s.user.id, 'ua');
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.csrfToken).not.toBe(a.token);
    const days = (a.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});
