import type { ActiveSession } from './repository';

/** Bound on the number of cached sessions: the oldest entry goes first (Map keeps insertion order). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  session: ActiveSession;
  /** When the entry stops being trusted (ms since the epoch): the earlier of insert + TTL and the session's expiry. */
  until: number;
}

/**
 * A small in-process cache of live sessions, keyed by token hash, so an authenticated read is not a session query
 * each time (sessions/README.md, "Session cache"). Entries live `ttlMs` (a few seconds) at most. Sign-out,
 * revocation, password change, profile edits and account deletion in this process forget the affected entries
 * at once; another api instance notices within `ttlMs`.
 *
 * A lookup that started before a forget must not put the old row back: `generation` counts forgets, and an entry
 * read from the database under an older generation is not stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private gen = 0;

  constructor(private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES) {}

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
    if (ttlMs <= 0 || generation !== this.gen) return;
    this.entries.delete(tokenHash);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, until: Math.min(now + ttlMs, session.expiresAt.getTime()) });
  }

  /** One session revoked (sign-out). */
  forgetSession(sessionId: number): void {
    this.gen++;
    for (const [key, entry] of this.entries) if (entry.session.id === sessionId) this.entries.delete(key);
  }

  /** Every session of a user: all revoked (password change), the user changed (profile edit) or deleted. */
  forgetUser(userId: number): void {
    this.gen++;
    for (const [key, entry] of this.entries) if (entry.session.user.id === userId) this.entries.delete(key);
  }

  clear(): void {
    this.gen++;
    this.entries.clear();
  }
}

/** The process's cache; every app in the process shares it (token hashes are unique across databases in practice). */
export const sessionCache = new SessionCache();
