import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { invalidationBusPlugin } from './lib/invalidation-plugin';
import type { AccountsDepsOverride } from './modules/accounts/context';
import { logSerializers } from './lib/log-serializers';
import { accountsRoutes } from './modules/accounts/routes';
import { activitiesRoutes } from './modules/activities/routes';
import { clientLogRoutes } from './modules/client-log/routes';
import { contactRoutes } from './modules/contact/routes';
import { currenciesRoutes } from './modules/currencies/routes';
import { healthRoutes } from './modules/health/routes';
import { hotelsRoutes } from './modules/hotels/routes';
import { mapConfigRoutes } from './modules/map-config/routes';
import { ordersRoutes } from './modules/orders/routes';
import { plansRoutes } from './modules/plans/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { remotesRoutes } from './modules/remotes/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { socialRoutes } from './modules/social/routes';
import { accessLogPlugin } from './plugins/access-log';
import { contextPlugin } from './plugins/context';
import { errorsPlugin } from './plugins/errors';
import { idsPlugin } from './plugins/ids';
import { jsonBodyPlugin } from './plugins/json-body';
import { mailQueuePlugin } from './plugins/mail-queue';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticPlugin } from './plugins/static';
import { textInputPlugin } from './plugins/text-input';
import { createProviders, type Providers } from './providers';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  config: AppConfig;
  /** Created, migrated and closed by the caller (server.ts or a test), so one database can outlive an app. */
  database: Database;
  /** Replace built-in providers, e.g. with fakes in tests. */
  providers?: Partial<Providers>;
  /** Wrap or replace accounts dependencies (tests count password and code checks through it). */
  accounts?: AccountsDepsOverride;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
}

function createFastify(config: AppConfig, logStream?: BuildAppOptions['logStream']) {
  return Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: logSerializers, ...(logStream ? { stream: logStream } : {}) },
    // plugins/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof createFastify>;

/** Plugins first (context, invalidation bus, errors, access log, text input, ids, cookies, compression, rate limits, docs, static), then the api modules. */
export async function buildApp({ config, database, providers, accounts, logStream }: BuildAppOptions): Promise<App> {
  const app = createFastify(config, logStream);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(contextPlugin, {
    config,
    database,
    providers: createProviders(config, database.db, providers),
  });
  // Caches of sessions, feed and notification pages hear each other's forgets through it, across instances.
  await app.register(invalidationBusPlugin);
  await app.register(mailQueuePlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(accessLogPlugin);
  await app.register(textInputPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(idsPlugin, { secret: config.idSecret });
  await app.register(cookie);
  // gzip only: brotli on the fly costs more CPU than it saves on this api's small JSON. Answers only: no client of
  // this api sends a compressed body, and the decompression hook ran on every request (api/bench/social/README.md).
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024, globalDecompression: false });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(openapiPlugin);
  await app.register(staticPlugin, { config });

  await app.register(
    async (api) => {
      await api.register(sessionPlugin);
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(remotesRoutes);
      await api.register(mapConfigRoutes);
      await api.register(clientLogRoutes);
      await api.register(contactRoutes);
      await api.register(currenciesRoutes);
      await api.register(ordersRoutes);
      // Domain modules, each owned by its team.
      await api.register(accountsRoutes, { override: accounts });
      await api.register(activitiesRoutes);
      await api.register(hotelsRoutes);
      await api.register(socialRoutes);
      await api.register(plansRoutes);
      await api.register(paymentsRoutes);
    },
    { prefix: API_PREFIX },
  );

  return app;
}
