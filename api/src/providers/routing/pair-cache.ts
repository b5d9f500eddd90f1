// Travel times per pair of points, kept between plans: a plan is read far more often than its stops change,
// and a routing server's table costs a request. In memory (LRU) always; in Redis too when REDIS_URL is set,
// so every api instance shares what one has asked. Redis is a cache here: any Redis error is a miss.
import { LruCache } from '../../lib/lru-cache';
import { createGuardedRedis, type GuardedRedis } from '../../lib/redis-breaker';
import type { Leg, RoutePoint } from './types';

export interface PairCache {
  getMany(keys: readonly string[]): Promise<(Leg | undefined)[]>;
  setMany(entries: readonly (readonly [string, Leg])[]): Promise<void>;
  close(): Promise<void>;
}

/** Roads change slowly; a day keeps answers fresh enough and bounds a wrong one. */
export const PAIR_TTL_MS = 24 * 60 * 60 * 1000;

const coord = (p: RoutePoint) => `${p.lng.toFixed(5)},${p.lat.toFixed(5)}`;
/** Five decimals (about a metre) name a point; a pair is directed (one-way streets). */
export const pairKey = (a: RoutePoint, b: RoutePoint) => `${coord(a)};${coord(b)}`;

export function createMemoryPairCache(maxEntries = 200_000, ttlMs = PAIR_TTL_MS): PairCache {
  const lru = new LruCache<Leg>(maxEntries, ttlMs);
  return {
    getMany: async (keys) => keys.map((k) => lru.get(k)),
    setMany: async (entries) => {
      for (const [k, v] of entries) lru.set(k, v);
    },
    close: async () => undefined,
  };
}

const isLeg = (v: unknown): v is Leg =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Leg).seconds === 'number' &&
  typeof (v as Leg).meters === 'number';

/** Memory first, then Redis (through the breaker: an unreachable Redis costs nothing after the first failure). */
export function createLayeredPairCache(redisUrl: string, prefix: string, ttlMs = PAIR_TTL_MS): PairCache {
  const memory = createMemoryPairCache(200_000, ttlMs);
  let redis: GuardedRedis | null = null;
  const guarded = () => (redis ??= createGuardedRedis(redisUrl));
  return {
    async getMany(keys) {
      const local = await memory.getMany(keys);
      const missing = keys.filter((_, i) => local[i] === undefined);
      if (missing.length === 0) return local;
      let remote: (string | null)[] = [];
      try {
        remote = await guarded().run((r) => r.mget(...missing.map((k) => prefix + k)));
      } catch {
        return local;
      }
      const found = new Map<string, Leg>();
      missing.forEach((k, i) => {
        try {
          const parsed: unknown = JSON.parse(remote[i] ?? 'null');
          if (isLeg(parsed)) found.set(k, parsed);
        } catch {
          // a foreign value under our key: a miss
        }
      });
      await memory.setMany([...found.entries()]);
      return keys.map((k, i) => local[i] ?? found.get(k));
    },
    async setMany(entries) {
      await memory.setMany(entries);
      if (entries.length === 0) return;
      try {
        await guarded().run((r) => {
          const batch = r.pipeline();
          for (const [k, v] of entries) batch.set(prefix + k, JSON.stringify(v), 'PX', ttlMs);
          return batch.exec();
        });
      } catch {
        // Redis down: this instance still remembers.
      }
    },
    async close() {
      await redis?.close();
    },
  };
}
