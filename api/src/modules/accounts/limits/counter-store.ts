import { Redis } from 'ioredis';

/** Fixed-window counters keyed by a string (an account, a phone number, an e-mail), shared by every api instance when Redis is used. */
export interface CounterStore {
  /** Adds one to `key` in a window of `windowMs` that starts at its first hit; returns the count so far. */
  hit(key: string, windowMs: number): Promise<number>;
  /** The current count without adding to it. */
  peek(key: string): Promise<number>;
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

export function createRedisCounterStore(url: string, prefix = 'jad-accounts:'): CounterStore {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      return Number(await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs)));
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

/**
 * Redis counters that fall back to memory while Redis is unreachable: a Redis outage must not lock
 * everyone out of signing in, and a per-process count still slows an attacker down.
 */
export function createCounterStore(redisUrl: string | undefined): CounterStore {
  const memory = createMemoryCounterStore();
  if (!redisUrl) return memory;
  const redis = createRedisCounterStore(redisUrl);
  const guard = async <T>(run: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch {
      return fallback();
    }
  };
  return {
    hit: (key, windowMs) => guard(() => redis.hit(key, windowMs), () => memory.hit(key, windowMs)),
    peek: (key) => guard(() => redis.peek(key), () => memory.peek(key)),
    reset: (key) => guard(() => redis.reset(key), () => memory.reset(key)),
    async close() {
      await redis.close();
      await memory.close();
    },
  };
}
