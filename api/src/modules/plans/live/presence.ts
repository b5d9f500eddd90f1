// Who has a plan open: one entry per open stream (a person with two tabs counts once), refreshed by the stream's
// heartbeat and dropped when it closes or, if its api instance died, when it expires. With Redis (REDIS_URL) every
// api instance reads the same entries; without it (one instance, PGlite) they live in this process.
import type { Database } from '../../../db/client';
import type { GuardedRedis } from '../../../lib/redis-breaker';

/** How often an open stream refreshes its entry; an entry not refreshed for PRESENCE_TTL_MS is gone. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 30_000;

export interface PresenceStore {
  /** Adds or refreshes the entry of one open stream. */
  touch(planId: number, userId: number, streamId: string): Promise<void>;
  leave(planId: number, userId: number, streamId: string): Promise<void>;
  /** The people with the plan open now, in the order they came. */
  people(planId: number): Promise<number[]>;
}

const usersOf = (entries: Iterable<string>) => [...new Set([...entries].map((e) => Number(e.split(':')[0])))];

/** Apps sharing one in-process database (tests, one PGlite) share one map, as they would share one Redis. */
const inProcess = new WeakMap<Database, Map<number, Map<string, number>>>();

export function memoryPresence(database: Database, now: () => number = Date.now): PresenceStore {
  let plans = inProcess.get(database);
  if (!plans) inProcess.set(database, (plans = new Map()));
  const all = plans;
  return {
    async touch(planId, userId, streamId) {
      let entries = all.get(planId);
      if (!entries) all.set(planId, (entries = new Map()));
      entries.delete(`${userId}:${streamId}`);
      entries.set(`${userId}:${streamId}`, now() + PRESENCE_TTL_MS);
    },
    async leave(planId, userId, streamId) {
      const entries = all.get(planId);
      entries?.delete(`${userId}:${streamId}`);
      if (entries?.size === 0) all.delete(planId);
    },
    async people(planId) {
      const entries = all.get(planId);
      if (!entries) return [];
      for (const [key, expires] of entries) if (expires <= now()) entries.delete(key);
      return usersOf(entries.keys());
    },
  };
}

/** A sorted set per plan: member `<user>:<stream>`, score its expiry (ms). */
export function redisPresence(guarded: GuardedRedis, prefix: string, now: () => number = Date.now): PresenceStore {
  const key = (planId: number) => `${prefix}plan-presence:${planId}`;
  return {
    async touch(planId, userId, streamId) {
      const expires = now() + PRESENCE_TTL_MS;
      await guarded.run((r) =>
        r.multi().zadd(key(planId), expires, `${userId}:${streamId}`).pexpire(key(planId), PRESENCE_TTL_MS).exec(),
      );
    },
    async leave(planId, userId, streamId) {
      await guarded.run((r) => r.zrem(key(planId), `${userId}:${streamId}`));
    },
    async people(planId) {
      // Oldest expiry first is oldest arrival first only roughly; what matters is who is here.
      const [, live] = await guarded.run(
        async (r) =>
          (await r
            .multi()
            .zremrangebyscore(key(planId), '-inf', String(now()))
            .zrange(key(planId), '0', '-1')
            .exec()) ?? [],
      );
      return usersOf((live?.[1] as string[] | undefined) ?? []);
    },
  };
}
