import { success } from '../../../lib/error-codes';
import { notFound } from '../../../lib/domain-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { toPublicUser } from '../../users/public-user';
import { findAuthUserById } from '../../users/repository';
import type { AccountsDeps } from '../context';
import { verifyEmailBody } from '../schemas';
import { sendEmailCode, verifyEmailCode } from './service';
import { successBodyOf } from '../../../lib/success-schema';
import { emailVerifiedResponse } from '../responses';

/** E-mail verification by a 6-digit code (spec §7: /email/email-otp, /email/verify-otp). */
export const emailRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/email/email-otp',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: "Mail a new code to the signed-in user's e-mail (one per 60 s)",
        response: { 200: successBodyOf('email_sent') },
      },
    },
    async (request) => {
      await sendEmailCode(app.db, deps, currentUser(request).id);
      return success('email_sent');
    },
  );

  app.post(
    '/email/verify-otp',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: "Verify the e-mail with the code (404 'OTP is invalid')",
        body: verifyEmailBody,
        response: { 200: emailVerifiedResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await verifyEmailCode(app.db, deps, userId, request.body.code);
      const user = await findAuthUserById(app.db, userId);
      // The account was deleted between the check and this read.
      if (!user) throw notFound('user_not_found');
      return { ...success('email_verified'), user: toPublicUser(user, app.ids) };
    },
  );
};
