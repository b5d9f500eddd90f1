import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { findActiveSession, insertSession, markSessionRevoked, markUserSessionsRevoked } from './repository';
import type { ActiveSession } from './repository';
import { publishEverywhere, type InvalidationBus } from '../../lib/invalidation-bus';
import { sessionCacheOf } from './cache';

export { clearSessionCookie, setSessionCookie, SESSION_COOKIE } from './cookie';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A session token as the client holds it: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  id: number;
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

// One-shot hash: it runs on every authenticated request, and skips a Hash object each time (about twice as fast).
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
const randomToken = () => randomBytes(32).toString('base64url');

export async function createSession(db: Db, userId: number, userAgent: string | null | undefined): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const { id } = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    csrfToken,
    userAgent: userAgent ? userAgent.slice(0, 512) : null,
    expiresAt,
  });
  return { id, token, csrfToken, expiresAt };
}

/**
 * Sessions are handed out frozen, cached or not, so a handler that changed `request.user` would throw rather than
 * change the cached entry; frozen once instead of copied on every request (a cached feed page's cost,
 * api/bench/social/README.md).
 */
const frozen = (s: ActiveSession | null): ActiveSession | null => {
  if (!s) return null;
  if (s.user.profile) Object.freeze(s.user.profile);
  Object.freeze(s.user);
  return Object.freeze(s);
};

/**
 * The live session a token opens, or null (malformed, unknown, revoked, expired or deleted user). With
 * `cacheTtlMs` > 0 a found session is kept that long in the cache of the app on `db` (cache.ts, README "Session
 * cache"); unknown tokens are never cached.
 */
export async function findSessionByToken(
  db: Db,
  token: string,
  options: { cacheTtlMs?: number } = {},
): Promise<ActiveSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const ttl = options.cacheTtlMs ?? 0;
  const cache = ttl > 0 ? sessionCacheOf(db) : undefined;
  if (!cache) return frozen(await findActiveSession(db, tokenHash, new Date()));
  const hit = cache.get(tokenHash);
  if (hit) return hit;
  const generation = cache.generation();
  const found = frozen(await findActiveSession(db, tokenHash, new Date()));
  if (found) cache.set(tokenHash, found, ttl, generation);
  return found;
}

/** Forgets a user's cached sessions on every api instance: call after changing the user or profile row, or deleting it. */
export function forgetCachedUser(userId: number): Promise<void> {
  return publishEverywhere('user', userId);
}

/** Sign-out. With the app's bus, the forget goes out on it (else on every bus of this process). */
export async function revokeSession(db: Db, sessionId: number, bus?: InvalidationBus): Promise<void> {
  await markSessionRevoked(db, sessionId, new Date());
  // After the update: an instance that re-reads the session from now on sees it revoked.
  await (bus ? bus.publish('session', sessionId) : publishEverywhere('session', sessionId));
}

/**
 * Signs a user out everywhere (password change, account deletion), optionally keeping the current session. Called
 * inside the caller's transaction: the forget reaches the other instances before the commit, and the caches'
 * hold (cache.ts, FORGET_HOLD_MS) keeps a lookup in between from caching the old row. Not awaited: sending takes
 * a pool connection, which a transaction holding one must not wait for.
 */
export async function revokeAllSessions(db: Db, userId: number, exceptId?: number): Promise<number> {
  const revoked = await markUserSessionsRevoked(db, userId, new Date(), exceptId);
  void publishEverywhere('user', userId);
  return revoked;
}

export function csrfTokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
