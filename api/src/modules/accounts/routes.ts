import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersRoutes } from '../users/routes';
import { authRoutes } from './auth/routes';
import { createAccountsDeps, type AccountsDepsOverride } from './context';
import { deletionRoutes } from './deletion/routes';
import { devOutboxEnabled, devOutboxRoutes } from './dev/routes';
import { emailRoutes } from './email/routes';
import { createCounterStore } from './limits/counter-store';
import { oidcRoutes } from './oidc/routes';
import { passwordRoutes } from './password/routes';
import { phoneRoutes } from './phone/routes';
import { signUpRoutes } from './sign-up/routes';

/** The accounts domain's routes, mounted under /api/v1 by app.ts. */
export const accountsRoutes: FastifyPluginAsyncZod<{ override?: AccountsDepsOverride }> = async (app, { override }) => {
  // Per-account counters share Redis with the per-IP route limits when REDIS_URL is set.
  const counters = createCounterStore(app.config.redisUrl, `${app.config.redisPrefix}accounts:`);
  app.addHook('onClose', async () => counters.close());
  const deps = createAccountsDeps(app, counters, override);

  await app.register(authRoutes, { deps });
  await app.register(signUpRoutes, { deps });
  await app.register(usersRoutes, { deps });
  await app.register(emailRoutes, { deps });
  await app.register(passwordRoutes, { deps });
  await app.register(phoneRoutes, { deps });
  await app.register(deletionRoutes, { deps });
  await app.register(oidcRoutes, { deps });
  if (devOutboxEnabled(app.config.isProduction)) await app.register(devOutboxRoutes);
};
