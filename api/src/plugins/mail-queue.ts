import fp from 'fastify-plugin';
import { IMMEDIATE_JOB_KINDS, jobHandlers } from '../jobs';
import { createMailQueue, type MailQueue } from '../mail/dispatch';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services queue mail with enqueueMail(tx, …) and call `mailQueue.kick()` after the commit. */
    mailQueue: MailQueue;
  }
}

export const mailQueuePlugin = fp(
  async (app) => {
    const queue = createMailQueue(app.db, jobHandlers(app), app.log, IMMEDIATE_JOB_KINDS);
    app.decorate('mailQueue', queue);
    app.addHook('onClose', async () => {
      await queue.settled();
      await app.providers.mail.close?.();
    });
  },
  { name: 'jad-mail-queue', dependencies: ['jad-context'] },
);
