import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { GuardedRedis } from '../lib/redis-breaker';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

// Fixed window: INCR, the expiry set on the first hit in the same script (a crash cannot leave a key without one).
const INCR_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {n, redis.call('PTTL', KEYS[1])}`;

/** This process's fixed-window counters (the fallback while Redis is away, and the store without Redis). */
export class MemoryWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number, now = Date.now()): Result {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      // Sweep now and then so a flood of distinct addresses cannot grow the map forever.
      if (this.windows.size > 50_000) for (const [k, e] of this.windows) if (e.resetAt <= now) this.windows.delete(k);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { current: entry.count, ttl: entry.resetAt - now };
  }
}

/**
 * A @fastify/rate-limit store over Redis (shared by every instance) that counts in this process while the
 * breaker is open, so a Redis outage neither holds requests up nor lifts the limits: each instance still
 * enforces them on its own. It never reports an error, so skipOnError is not needed.
 */
export function fallbackStore(guarded: GuardedRedis | undefined, prefix: string): FastifyRateLimitStoreCtor {
  const memory = new MemoryWindows();
  class Store {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const full = this.keyPrefix + key;
      if (!guarded) return callback(null, memory.hit(full, timeWindow));
      guarded
        .run((redis) => redis.eval(INCR_SCRIPT, 1, full, String(timeWindow)) as Promise<[number, number]>)
        .then(
          ([current, ttl]) => callback(null, { current: Number(current), ttl: Number(ttl) }),
          () => callback(null, memory.hit(full, timeWindow)),
        );
    }

    // The plugin passes the route's merged limit options with `routeInfo` (its typings say RouteOptions).
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new Store({}, `${this.keyPrefix}${String(route?.method ?? '')}${route?.url ?? ''}-`);
    }
  }
  return Store as unknown as FastifyRateLimitStoreCtor;
}
