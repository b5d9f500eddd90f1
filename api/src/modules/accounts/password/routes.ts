import { success } from '../../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../lib/domain-error';
import { currentUser, requireUser } from '../../../plugins/session';
import type { AccountsDeps } from '../context';
import { changePasswordBody, resetConfirmBody, resetRequestBody, resetTokenBody } from '../schemas';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from './service';
import { successBodyOf } from '../../../lib/success-schema';

const LIMIT_15_MIN = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

/** Forgot password (request, check link, new password) and change password. */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/users/reset-password',
    {
      config: LIMIT_15_MIN(10),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a reset link (same answer whether the e-mail exists or not)',
        body: resetRequestBody,
        response: { 200: successBodyOf('email_sent') },
      },
    },
    async (request) => {
      try {
        await requestPasswordReset(app.db, deps, request.body.email);
      } catch (error) {
        // A mail failure must not reveal that the address exists: log it and answer as always.
        request.log.error({ err: error }, 'password reset mail failed');
      }
      return success('email_sent');
    },
  );

  app.post(
    '/users/reset-password/check',
    {
      config: LIMIT_15_MIN(30),
      schema: {
        tags: ['accounts'],
        summary: "Whether a reset link still works (400 'The link has expired.')",
        body: resetTokenBody,
        response: { 200: successBodyOf('link_valid') },
      },
    },
    async (request) => {
      await checkResetToken(app.db, request.body.token);
      return success('link_valid');
    },
  );

  app.post(
    '/users/reset-password/confirm',
    {
      config: LIMIT_15_MIN(10),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link; signs out everywhere',
        body: resetConfirmBody,
        response: { 200: successBodyOf('password_changed') },
      },
    },
    async (request) => {
      await resetPassword(app.db, deps, request.body.token, request.body.password);
      return success('password_changed');
    },
  );

  app.post(
    '/users/change-password',
    {
      preHandler: requireUser,
      config: LIMIT_15_MIN(10),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (current one required); other sessions end',
        body: changePasswordBody,
        response: { 200: successBodyOf('password_changed') },
      },
    },
    async (request) => {
      if (!request.session) throw unauthorized('unauthorized');
      await changePassword(app.db, deps, currentUser(request), request.session.id, request.body);
      return success('password_changed');
    },
  );
};
