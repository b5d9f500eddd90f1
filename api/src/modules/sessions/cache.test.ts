import { sql } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { deleteAccountNow } from '../accounts/deletion/service';
import { FORGET_HOLD_MS, SessionCache } from './cache';
import type { ActiveSession } from './repository';
import { createSession, findSessionByToken, revokeAllSessions } from './service';
import type { SessionResponse } from './types';

const session = (id: number, userId: number, expiresAt = new Date(Date.now() + 3_600_000)): ActiveSession =>
  ({ id, csrfToken: 'c', expiresAt, user: { id: userId, profile: null } }) as unknown as ActiveSession;

describe('SessionCache', () => {
  it('keeps an entry for its TTL, never past the session expiry', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 5_000, cache.generation(), 1_000);
    expect(cache.get('a', 5_999)?.id).toBe(1);
    expect(cache.get('a', 6_000)).toBeUndefined();
    cache.set('b', session(2, 10, new Date(2_000)), 5_000, cache.generation(), 1_000);
    expect(cache.get('b', 1_999)?.id).toBe(2);
    expect(cache.get('b', 2_000)).toBeUndefined();
  });

  it('stores nothing with a TTL of 0', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 0, cache.generation());
    expect(cache.size).toBe(0);
  });

  it('is bounded: the oldest entry goes first', () => {
    const cache = new SessionCache(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, session(i, i), 5_000, cache.generation());
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('d')?.id).toBe(3);
  });

  it('forgets by session and by user', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 5_000, cache.generation());
    cache.set('b', session(2, 10), 5_000, cache.generation());
    cache.set('c', session(3, 11), 5_000, cache.generation());
    cache.forgetSession(1);
    expect([cache.get('a'), cache.get('b')?.id, cache.get('c')?.id]).toEqual([undefined, 2, 3]);
    cache.forgetUser(10);
    expect([cache.get('b'), cache.get('c')?.id]).toEqual([undefined, 3]);
  });

  it('does not store a row read before a forget (a lookup racing a sign-out)', () => {
    const cache = new SessionCache();
    const before = cache.generation();
    cache.forgetSession(1); // sign-out lands while the lookup is in flight
    cache.set('a', session(1, 10), 5_000, before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not cache a forgotten session or user again for a moment (a forget sent before its commit)', () => {
    const cache = new SessionCache();
    cache.forgetUser(10, 1_000);
    cache.forgetSession(2, 1_000);
    for (const [key, s] of [
      ['a', session(1, 10)],
      ['b', session(2, 11)],
    ] as const)
      cache.set(key, s, 5_000, cache.generation(), 1_000 + FORGET_HOLD_MS - 1);
    expect(cache.size).toBe(0);
    cache.set('c', session(3, 12), 5_000, cache.generation(), 1_000); // others are not held
    cache.set('a', session(1, 10), 5_000, cache.generation(), 1_000 + FORGET_HOLD_MS);
    expect([cache.get('a', 1_000 + FORGET_HOLD_MS)?.id, cache.get('c', 1_000)?.id]).toEqual([1, 3]);
  });

  it('stores nothing while the invalidation bus is down', () => {
    let live = false;
    const cache = new SessionCache(10, () => live);
    cache.set('a', session(1, 10), 5_000, cache.generation());
    expect(cache.size).toBe(0);
    live = true;
    cache.set('a', session(1, 10), 5_000, cache.generation());
    expect(cache.size).toBe(1);
  });
});

// The app with the cache on (NODE_ENV=test turns it off by default): every change made through the api or the
// sessions/accounts services is seen at once; a change behind its back is not, until the TTL. Across two
// instances: lib/caches-across-instances.test.ts.
describe.each(dbKinds())('session cache in the app on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { SESSION_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t?.close());

  const getSession = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });
  const userOf = async (headers: Record<string, string>) => (await getSession(headers)).json<SessionResponse>().user;

  it('answers a repeated lookup from the cache, not the database', async () => {
    const s = await createUserSession(t.app);
    expect((await userOf(s.bearer))?.uuid).toBe(s.user.uuid);
    // Revoked behind the cache's back (as another api instance would): still served until the TTL runs out.
    await t.db.execute(sql`update sessions set revoked_at = now() where id = ${s.sessionId}`);
    expect((await userOf(s.bearer))?.uuid).toBe(s.user.uuid);
  });

  it('forgets a session at sign-out', async () => {
    const s = await createUserSession(t.app);
    const other = await createSession(t.db, s.user.id, 'other device');
    const otherAuth = { authorization: `Bearer ${other.token}` };
    expect((await userOf(s.bearer))?.uuid).toBe(s.user.uuid);
    expect((await userOf(otherAuth))?.uuid).toBe(s.user.uuid);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: s.bearer })).statusCode).toBe(
      200,
    );
    expect(await userOf(s.bearer)).toBeNull();
    expect((await userOf(otherAuth))?.uuid).toBe(s.user.uuid);
  });

  it('forgets every session of a user on revocation (password change)', async () => {
    const s = await createUserSession(t.app);
    const kept = await createSession(t.db, s.user.id, 'kept');
    const keptAuth = { authorization: `Bearer ${kept.token}` };
    expect((await userOf(s.bearer))?.uuid).toBe(s.user.uuid);
    expect((await userOf(keptAuth))?.uuid).toBe(s.user.uuid);
    expect(await revokeAllSessions(t.db, s.user.id, kept.id)).toBe(1);
    expect(await userOf(s.bearer)).toBeNull();
    expect((await userOf(keptAuth))?.uuid).toBe(s.user.uuid);
  });

  it('shows a change to the signed-in user at once', async () => {
    const s = await createUserSession(t.app, { language: 'en' });
    expect((await userOf(s.bearer))?.language).toBe('en');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/preferences',
      headers: s.bearer,
      payload: { language: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect((await userOf(s.bearer))?.language).toBe('ar');
  });

  it('forgets the sessions of a deleted account', async () => {
    const s = await createUserSession(t.app);
    expect((await userOf(s.bearer))?.uuid).toBe(s.user.uuid);
    const deps = {
      mailQueue: t.app.mailQueue,
      storage: { delete: async () => undefined },
      publicUrl: 'http://localhost:8080',
    } as never;
    expect(await deleteAccountNow(t.db, deps, s.user.id)).toBe(true);
    expect(await userOf(s.bearer)).toBeNull();
  });

  it('hands out the cached session frozen, so no handler can change it for the next request', async () => {
    const s = await createUserSession(t.app, { firstName: 'Lina' });
    const first = await findSessionByToken(t.db, s.token, { cacheTtlMs: 60_000 });
    const second = await findSessionByToken(t.db, s.token, { cacheTtlMs: 60_000 });
    expect(second).toEqual(first);
    expect(() => {
      first!.user.firstName = 'changed by a handler';
    }).toThrow(TypeError);
    expect(() => {
      first!.user.profile!.isVerified = true;
    }).toThrow(TypeError);
    const third = await findSessionByToken(t.db, s.token, { cacheTtlMs: 60_000 });
    expect(third?.user.firstName).toBe('Lina');
    expect(third?.user.profile?.isVerified).toBe(false);
    // Without the cache too, so a handler behaves the same with SESSION_CACHE_TTL_MS=0.
    const uncached = await findSessionByToken(t.db, s.token);
    expect(Object.isFrozen(uncached?.user)).toBe(true);
  });
});
