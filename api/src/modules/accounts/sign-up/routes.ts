import { success } from '../../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthResponse, SignUpResponse } from '../../users/types';
import { sessionAnswer } from '../auth/session-answer';
import type { AccountsDeps } from '../context';
import { signUpBody, signUpResendBody, signUpVerifyBody } from '../schemas';
import { completeSignUp, requestSignUpCode, signUp } from './service';
import { authResponse, signUpResponse } from '../../users/responses';

const MINUTE = 60_000;
export const SIGN_UP_VERIFIED = 'Email has been verified';

/** Sign-up in two steps: the form (same answer for every address), then the mailed code, which signs in. */
export const signUpRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/users/sign-up',
    {
      // Per IP: enough for a family behind one router or a test run, not for a bot farm.
      config: { rateLimit: { max: 100, timeWindow: 60 * MINUTE } },
      schema: {
        tags: ['accounts'],
        summary:
          "Sign up: mails a code to a new address, or a notice to the owner of a taken one (the same 202 either way, no session); 409 code 'username_taken'",
        body: signUpBody,
        response: { 202: signUpResponse },
      },
    },
    async (request, reply): Promise<SignUpResponse> => {
      const langCookie = request.cookies.lang;
      const language = langCookie === 'ar' || langCookie === 'en' ? langCookie : undefined;
      await signUp(app.db, deps, { ...request.body, language });
      reply.code(202).header('cache-control', 'no-store');
      return { ...success('code_sent', { email: request.body.email }), email: request.body.email };
    },
  );

  app.post(
    '/users/sign-up/verify',
    {
      config: { rateLimit: { max: 30, timeWindow: 10 * MINUTE } },
      schema: {
        tags: ['accounts'],
        summary: "The sign-up code: verifies the e-mail and signs in (as sign-in answers); 404 'OTP is invalid'",
        body: signUpVerifyBody,
        response: { 200: authResponse },
      },
    },
    async (request, reply): Promise<AuthResponse> => {
      const { userId, session } = await completeSignUp(app.db, deps, request.body, request.headers['user-agent']);
      return sessionAnswer(app, reply, userId, session, 'email_verified');
    },
  );

  app.post(
    '/users/sign-up/resend',
    {
      config: { rateLimit: { max: 10, timeWindow: 10 * MINUTE } },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new sign-up code (same answer for every address; one per 60 s)',
        body: signUpResendBody,
        response: { 200: signUpResponse },
      },
    },
    async (request): Promise<SignUpResponse> => {
      try {
        await requestSignUpCode(app.db, deps, request.body.email);
      } catch (error) {
        // A failure must not tell this address apart from others: log it and answer as always.
        request.log.error({ err: error }, 'sign-up code request failed');
      }
      return { ...success('code_sent', { email: request.body.email }), email: request.body.email };
    },
  );
};
