import { Redis } from 'ioredis';

/** Thrown without touching Redis while the breaker is open: the caller uses its in-process fallback. */
export class RedisUnavailableError extends Error {
  constructor() {
    super('redis is unavailable (circuit open)');
  }
}

export interface BreakerOptions {
  /** How long the breaker stays open before one request probes Redis again. */
  openMs?: number;
  /** Per command; a black-holed Redis (socket up, no answers) costs a request at most this. */
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** How long the first calls wait for the first connection (a fresh instance must not start on memory). */
  firstConnectWaitMs?: number;
  onStateChange?: (state: BreakerState) => void;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

/**
 * A Redis client for counters that must answer fast or not at all: short timeouts, no offline queue (a command
 * while disconnected fails at once instead of waiting for a reconnect), and a circuit breaker. After one
 * failure the breaker opens and every call fails at once (RedisUnavailableError) for `openMs`; then a single
 * call probes Redis (half-open) while the others still fail at once; a success closes it.
 */
export interface GuardedRedis {
  readonly redis: Redis;
  readonly state: BreakerState;
  run<T>(command: (redis: Redis) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function createGuardedRedis(url: string, options: BreakerOptions = {}): GuardedRedis {
  const { openMs = 5_000, commandTimeoutMs = 500, connectTimeoutMs = 1_000, firstConnectWaitMs = 2_000 } = options;
  const redis = new Redis(url, {
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep trying to reconnect in the background, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => undefined);

  // Until the first connection is up, a call waits for it (bounded), rather than open the breaker at start.
  let everReady = false;
  const firstReady = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  void firstReady.then(() => {
    everReady = true;
  });

  let state: BreakerState = 'closed';
  let openedAt = 0;
  const setState = (next: BreakerState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  return {
    redis,
    get state() {
      return state;
    },
    async run(command) {
      if (state === 'half-open') throw new RedisUnavailableError();
      if (state === 'open') {
        if (Date.now() - openedAt < openMs) throw new RedisUnavailableError();
        setState('half-open');
      }
      if (!everReady)
        await Promise.race([firstReady, new Promise((resolve) => setTimeout(resolve, firstConnectWaitMs).unref())]);
      try {
        const result = await command(redis);
        setState('closed');
        return result;
      } catch (error) {
        openedAt = Date.now();
        setState('open');
        throw error;
      }
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
