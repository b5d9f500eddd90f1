import { createGuardedRedis, type GuardedRedis } from '../../../lib/redis-breaker';

/** Fixed-window counters keyed by a string (an account, a phone number, an e-mail), shared by every api instance when Redis is used. */
export interface CounterStore {
  /** Adds one to `key` in a window of `windowMs` that starts at its first hit; returns the count so far. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The current count without adding to it. */
  peek(key: string): Promise<number>;
  /** Takes back one hit (a reservation that was not used up); never below zero, never revives an ended window. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      // Sweep now and then so a flood of distinct keys cannot grow the map forever.
      if (counters.size > 50_000) for (const k of counters.keys()) live(k);
      counters.set(key, { count: 1, resetAt: now() + windowMs });
      return 1;
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

// INCR and set the expiry on the first hit, atomically, so a crash between the two cannot leave a counter that never expires.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;
// DECR only a live counter above zero: a bare DECR on an expired key would create one without an expiry.
const RELEASE_SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0') if n > 0 then redis.call('DECR', KEYS[1]) end return 0`;

/** Counters in Redis through a guarded client: each call fails fast (timeouts, circuit breaker) rather than waits. */
export function createRedisCounterStore(guarded: GuardedRedis, prefix: string): CounterStore {
  return {
    async hit(key, windowMs) {
      return Number(await guarded.run((redis) => redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))));
    },
    async peek(key) {
      return Number((await guarded.run((redis) => redis.get(prefix + key))) ?? 0);
    },
    async release(key) {
      await guarded.run((redis) => redis.eval(RELEASE_SCRIPT, 1, prefix + key));
    },
    async reset(key) {
      await guarded.run((redis) => redis.del(prefix + key));
    },
    async close() {
      await guarded.close();
    },
  };
}

/**
 * Redis counters that fall back to this process's memory while Redis is unreachable (the breaker is open):
 * a Redis outage must neither lock everyone out nor hold requests up, and a per-process count still holds
 * an attacker to the limit on each instance.
 */
export function createCounterStore(redisUrl: string | undefined, prefix = 'jad:accounts:'): CounterStore {
  const memory = createMemoryCounterStore();
  if (!redisUrl) return memory;
  const redis = createRedisCounterStore(createGuardedRedis(redisUrl), prefix);
  const guard = async <T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch {
      return fallback();
    }
  };
  return {
    hit: (key, windowMs) =>
      guard(
        () => redis.hit(key, windowMs),
        () => memory.hit(key, windowMs),
      ),
    peek: (key) =>
      guard(
        () => redis.peek(key),
        () => memory.peek(key),
      ),
    release: (key) =>
      guard(
        () => redis.release(key),
        () => memory.release(key),
      ),
    reset: (key) =>
      guard(
        () => redis.reset(key),
        () => memory.reset(key),
      ),
    async close() {
      await redis.close();
      await memory.close();
    },
  };
}
