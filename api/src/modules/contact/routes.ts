import { errorResponses } from '../../lib/error-schema';
import { success } from '../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLang } from '../../mail/layout';
import { publicUrlOf } from '../../mail/public-url';
import { enqueueContactMails } from './mail';
import { insertContactMessage } from './repository';
import { contactBody, contactResponse } from './schemas';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = publicUrlOf(app.config);
  app.post(
    '/contact',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['platform'],
        summary: 'Send a message to support (mailed to SUPPORT_EMAIL, acknowledged to the sender)',
        body: contactBody,
        response: { 200: contactResponse, ...errorResponses },
      },
    },
    async (request) => {
      // The page's language, else the account's, else the browser's.
      const lang = mailLang(
        request.body.language ??
          request.user?.language ??
          (/^ar\b/i.test(request.headers['accept-language'] ?? '') ? 'ar' : 'en'),
      );
      await app.db.transaction(async (tx) => {
        const id = await insertContactMessage(tx, { ...request.body, userId: request.user?.id ?? null });
        await enqueueContactMails(tx, id, request.body, lang, publicUrl);
      });
      app.mailQueue.kick();
      return success('request_received');
    },
  );
};
