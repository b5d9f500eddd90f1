import fp from 'fastify-plugin';
import { createInvalidationBus, type InvalidationBus } from './invalidation-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidation across api instances (lib/invalidation-bus.ts). */
    bus: InvalidationBus;
  }
}

/** Opens the app's invalidation bus (Redis with REDIS_URL, else PostgreSQL NOTIFY, else in-process) and closes it with the app. */
export const invalidationBusPlugin = fp(
  async (app) => {
    const bus = await createInvalidationBus({
      database: app.database,
      databaseUrl: app.config.databaseUrl,
      redisUrl: app.config.redisUrl,
      onError: (err, what) => app.log.warn({ err }, `invalidation bus: ${what}`),
    });
    app.decorate('bus', bus);
    app.addHook('onClose', async () => bus.close());
  },
  { name: 'jad-invalidation-bus', dependencies: ['jad-context'] },
);
