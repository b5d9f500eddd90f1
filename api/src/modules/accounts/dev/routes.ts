import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox, smsOutbox } from '../../../db/schema';
import { devOutboxResponse } from '../responses';

const outboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address));

/**
 * Only a client on this machine: the socket's own address (never X-Forwarded-For, which TRUST_PROXY would
 * believe and a client can write), and no forwarding header, since a proxy on this host (nginx) connects from
 * loopback too. Anyone else gets the 404 of a route that does not exist.
 */
function localOnly(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((h) => h in request.headers);
  if (!isLoopback(request.socket.remoteAddress) || proxied) reply.callNotFound();
  else done();
}

/**
 * GET /dev/outbox: the built-in mail and SMS outboxes, newest first, for development and the e2e
 * journeys. Registered only outside production, or when DEV_OUTBOX=true is set on purpose (the
 * e2e server runs with NODE_ENV=production), and answered only to this machine. Never set DEV_OUTBOX on a real
 * deployment.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      onRequest: localOnly,
      schema: {
        tags: ['dev'],
        summary: 'Built-in mail and SMS outboxes (not in production)',
        querystring: outboxQuery,
        response: { 200: devOutboxResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { to, limit } = request.query;
      // Mail goes out just after the commit that queued it: let the passes under way finish first.
      await app.mailQueue.settled();
      const mails = await app.db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.to, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      const sms = await app.db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      return {
        mail: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          lang: m.lang,
          reply_to: m.replyTo,
          key: m.idempotencyKey,
          attachments: m.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType, size: a.size })),
          created_at: m.createdAt.toISOString(),
        })),
        sms: sms.map((m) => ({ id: m.id, to: m.to, text: m.text, created_at: m.createdAt.toISOString() })),
      };
    },
  );
};

export const devOutboxEnabled = (isProduction: boolean, env: NodeJS.ProcessEnv = process.env): boolean =>
  !isProduction || env.DEV_OUTBOX === 'true';
