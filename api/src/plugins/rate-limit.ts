import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits that routes opt into with `config: { rateLimit: { max, timeWindow } }`. Counters live
 * in Redis when REDIS_URL is set, so every api instance shares them; otherwise in this process.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      // Fail fast: a slow or absent Redis must not hold requests up (skipOnError lets them through).
      redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
      redis.on('error', (err: Error) => app.log.warn({ err }, 'redis (rate limit) error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => undefined);
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'jad-rate-limit:',
      skipOnError: true,
    });
  },
  { name: 'jad-rate-limit' },
);
