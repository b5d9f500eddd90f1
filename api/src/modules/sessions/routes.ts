import { success } from '../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPublicUser } from '../users/public-user';
import { attachSessionCache } from './cache';
import { clearSessionCookie } from './cookie';
import { csrfResponse, sessionResponse, signOutResponse } from './schemas';
import { revokeSession } from './service';
import type { CsrfResponse, SessionResponse } from './types';

/** Session reads and sign-out. Sign-up and sign-in live in the accounts module. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The session plugin's lookups use this app's cache; forgets reach it from every instance through the bus.
  const detach = attachSessionCache(app.db, app.bus);
  app.addHook('onClose', async () => detach());

  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null',
        response: { 200: sessionResponse },
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      reply.header('cache-control', 'no-store');
      return {
        user: request.user ? toPublicUser(request.user, app.ids) : null,
        csrfToken: request.session?.csrfToken ?? null,
      };
    },
  );

  app.get(
    '/auth/csrf',
    { schema: { tags: ['auth'], summary: 'The CSRF token of this session, or null', response: { 200: csrfResponse } } },
    async (request, reply): Promise<CsrfResponse> => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: request.session?.csrfToken ?? null };
    },
  );

  app.post(
    '/auth/signout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes this session and clears the cookie',
        response: { 200: signOutResponse },
      },
    },
    async (request, reply) => {
      if (request.session) await revokeSession(app.db, request.session.id, app.bus);
      clearSessionCookie(reply);
      return success('signed_out');
    },
  );
};
