import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../lib/http-error';
import { setSessionCookie, type NewSession } from '../../sessions/service';
import { toPublicUser } from '../../users/public-user';
import { findAuthUserById } from '../../users/repository';
import type { AuthResponse } from '../../users/types';
import type { AccountsDeps } from '../context';
import { signInBody, signUpBody } from '../schemas';
import { SIGNED_IN, signIn, signUp } from './service';

const MINUTE = 60_000;

/** POST /users/sign-up and /users/sign-in: both open a session, set the cookie and answer the user. */
export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const answer = async (request: FastifyRequest, reply: FastifyReply, userId: number, session: NewSession, message: string): Promise<AuthResponse> => {
    const user = await findAuthUserById(app.db, userId);
    if (!user) throw new HttpError(500, 'Something went wrong');
    setSessionCookie(reply, session);
    reply.header('cache-control', 'no-store');
    return { message, user: toPublicUser(user, app.ids), csrfToken: session.csrfToken, token: session.token };
  };

  app.post(
    '/users/sign-up',
    {
      // Per IP: enough for a family behind one router or a test run, not for a bot farm.
      config: { rateLimit: { max: 100, timeWindow: 60 * MINUTE } },
      schema: { tags: ['accounts'], summary: 'Create an account (sends the e-mail code) and sign in', body: signUpBody },
    },
    async (request, reply) => {
      const langCookie = request.cookies.lang;
      const language = langCookie === 'ar' || langCookie === 'en' ? langCookie : undefined;
      const { userId, session } = await signUp(app.db, deps, { ...request.body, language }, request.headers['user-agent']);
      reply.code(201);
      return answer(request, reply, userId, session, 'Account created successfully');
    },
  );

  app.post(
    '/users/sign-in',
    {
      config: { rateLimit: { max: 30, timeWindow: MINUTE } },
      schema: { tags: ['accounts'], summary: 'Sign in with e-mail and password (a new session token every time)', body: signInBody },
    },
    async (request, reply) => {
      const { userId, session } = await signIn(app.db, deps, request.body, request.headers['user-agent']);
      return answer(request, reply, userId, session, SIGNED_IN);
    },
  );
};
