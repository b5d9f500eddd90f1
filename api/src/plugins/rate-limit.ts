import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { createGuardedRedis } from '../lib/redis-breaker';
import { fallbackStore } from './rate-limit-store';

/**
 * Rate limits that routes opt into with `config: { rateLimit: { max, timeWindow } }`. Counters live
 * in Redis when REDIS_URL is set, so every api instance shares them; otherwise, and while Redis is
 * unreachable, in this process (see rate-limit-store.ts).
 */
export const rateLimitPlugin = fp<{ redisUrl?: string; redisPrefix: string }>(
  async (app, { redisUrl, redisPrefix }) => {
    const guarded = redisUrl
      ? createGuardedRedis(redisUrl, {
          onStateChange: (state) => app.log.warn({ state }, 'redis (rate limits) circuit'),
        })
      : undefined;
    if (guarded) app.addHook('onClose', async () => guarded.close());
    await app.register(rateLimit, { global: false, store: fallbackStore(guarded, `${redisPrefix}rate-limit:`) });
  },
  { name: 'jad-rate-limit' },
);
