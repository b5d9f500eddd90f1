import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsDeps } from '../context';
import { signInBody } from '../schemas';
import { signIn } from './service';
import { sessionAnswer } from './session-answer';
import { authResponse } from '../../users/responses';

const MINUTE = 60_000;

/** POST /users/sign-in: opens a session, sets the cookie and answers the user (sign-up is in ../sign-up). */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/users/sign-in',
    {
      config: { rateLimit: { max: 30, timeWindow: MINUTE } },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password (a new session token every time)',
        body: signInBody,
        response: { 200: authResponse },
      },
    },
    async (request, reply) => {
      const { userId, session } = await signIn(app.db, deps, request.body, request.headers['user-agent']);
      return sessionAnswer(app, reply, userId, session, 'signed_in');
    },
  );
};
