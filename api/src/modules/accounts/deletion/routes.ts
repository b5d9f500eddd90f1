import { success } from '../../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { clearSessionCookie } from '../../sessions/service';
import { requirePassword } from '../../users/service';
import type { AccountsDeps } from '../context';
import { deleteAccountBody, requestDeleteBody, resetTokenBody } from '../schemas';
import { cancelDeletion, confirmDeletion, deleteAccountNow, requestDeletion } from './service';
import { successBodyOf } from '../../../lib/success-schema';
import { deletionScheduledResponse } from '../responses';

/** DELETE /users (now), the e-mailed deletion request (24 h later) and its cancellation. */
export const deletionRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.delete(
    '/users',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Delete the own account now (password asked again when there is one)',
        body: deleteAccountBody,
        response: { 200: successBodyOf('account_deleted') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (user.hasPassword) await requirePassword(app.db, deps, user, request.body?.password, 'delete your account');
      await deleteAccountNow(
        app.db,
        { mailQueue: deps.mailQueue, storage: app.providers.storage, publicUrl: deps.publicUrl },
        user.id,
      );
      clearSessionCookie(reply);
      return success('account_deleted');
    },
  );

  app.post(
    '/users/request-delete',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'Ask for deletion by e-mail; same answer whether the e-mail exists or not',
        body: requestDeleteBody,
        response: { 200: successBodyOf('request_received') },
      },
    },
    async (request) => {
      try {
        await requestDeletion(app.db, deps, request.body.email, request.user?.id ?? null);
      } catch (error) {
        request.log.error({ err: error }, 'deletion request failed');
      }
      return success('request_received');
    },
  );

  app.post(
    '/users/request-delete/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['users'],
        summary: 'The link in the confirmation mail: the account is deleted 24 hours later',
        body: resetTokenBody,
        response: { 200: deletionScheduledResponse },
      },
    },
    async (request) => {
      const at = await confirmDeletion(app.db, deps, request.body.token);
      return { ...success('deletion_scheduled'), delete_at: at.toISOString() };
    },
  );

  app.post(
    '/users/request-delete/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Keep the account: cancels a pending deletion',
        body: z.object({}).strict().nullish(),
        response: { 200: successBodyOf('deletion_cancelled') },
      },
    },
    async (request) => {
      await cancelDeletion(app.db, currentUser(request).id);
      return success('deletion_cancelled');
    },
  );
};
