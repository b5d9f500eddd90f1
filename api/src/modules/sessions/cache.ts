import type { Db } from '../../db/client';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { ActiveSession } from './repository';

/** Bound on the number of cached sessions: the oldest entry goes first (Map keeps insertion order). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/**
 * After a forget, the forgotten session or user is not cached again for this long. A forget issued inside a
 * transaction (password change) reaches every instance before the commit; a lookup in between would otherwise
 * put the old row back for a whole TTL.
 */
export const FORGET_HOLD_MS = 2_000;

interface Entry {
  session: ActiveSession;
  /** When the entry stops being trusted (ms since the epoch): the earlier of insert + TTL and the session's expiry. */
  until: number;
}

/**
 * A small in-process cache of live sessions, keyed by token hash, so an authenticated read is not a session query
 * each time (sessions/README.md, "Session cache"). Entries live `ttlMs` (a few seconds) at most. Forgets come
 * from the invalidation bus, so a sign-out, revocation, profile edit or deletion on any api instance reaches
 * every instance's cache.
 *
 * A lookup that started before a forget must not put the old row back: `generation` counts forgets, and an entry
 * read from the database under an older generation is not stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** 's<session id>' or 'u<user id>' → until when it is not cached (FORGET_HOLD_MS). */
  private readonly held = new Map<string, number>();
  private gen = 0;

  constructor(
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    /** Storing is refused while this says false (the bus is down: a forget could be missed). */
    private readonly live: () => boolean = () => true,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Taken before a database lookup and handed back to `set`. */
  generation(): number {
    return this.gen;
  }

  get(tokenHash: string, now = Date.now()): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  set(tokenHash: string, session: ActiveSession, ttlMs: number, generation: number, now = Date.now()): void {
    if (ttlMs <= 0 || generation !== this.gen || !this.live()) return;
    if (this.isHeld(`s${session.id}`, now) || this.isHeld(`u${session.user.id}`, now)) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, until: Math.min(now + ttlMs, session.expiresAt.getTime()) });
  }

  /** One session revoked (sign-out). */
  forgetSession(sessionId: number, now = Date.now()): void {
    this.gen++;
    this.hold(`s${sessionId}`, now);
    for (const [key, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(key);
  }

  /** Every session of a user: all revoked (password change), the user changed (profile edit) or deleted. */
  forgetUser(userId: number, now = Date.now()): void {
    this.gen++;
    this.hold(`u${userId}`, now);
    for (const [key, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }

  private hold(key: string, now: number): void {
    if (this.held.size >= 1_000) for (const [k, until] of this.held) if (until <= now) this.held.delete(k);
    this.held.set(key, now + FORGET_HOLD_MS);
  }

  private isHeld(key: string, now: number): boolean {
    const until = this.held.get(key);
    return until !== undefined && until > now;
  }
}

interface Attached {
  cache: SessionCache;
  buses: Set<InvalidationBus>;
}

/** Each app's cache, found through the database handle the session plugin passes (apps sharing one share it). */
const caches = new WeakMap<Db, Attached>();

/** The session cache of the app on `db`, if one is attached. */
export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db)?.cache;
}

/**
 * Gives the app on `db` its session cache, fed by `bus`: forgets published on any api instance reach it, and a
 * bus that lost its connection empties it. Returns the detach function (app close).
 */
export function attachSessionCache(db: Db, bus: InvalidationBus): () => void {
  let attached = caches.get(db);
  if (!attached) {
    const buses = new Set<InvalidationBus>();
    attached = { buses, cache: new SessionCache(SESSION_CACHE_MAX_ENTRIES, () => [...buses].every((b) => b.healthy)) };
    caches.set(db, attached);
  }
  const { cache, buses } = attached;
  buses.add(bus);
  const off = [
    bus.subscribe('session', (key) => cache.forgetSession(Number(key))),
    bus.subscribe('user', (key) => cache.forgetUser(Number(key))),
    bus.onReset(() => cache.clear()),
  ];
  return () => {
    for (const f of off) f();
    buses.delete(bus);
    if (buses.size === 0) caches.delete(db);
  };
}
