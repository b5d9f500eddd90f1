import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/dispatch';
import { publicUrlFromEnv } from '../../mail/public-url';
import type { SmsProvider } from '../../providers/sms';
import { codeHasher } from './codes/one-time-codes';
import type { CounterStore } from './limits/counter-store';

/** What the accounts services need besides the database: providers, counters and the code key. */
export interface AccountsDeps {
  /** Mail is queued in the transaction of its change (enqueueMail) and sent after the commit by `kick()`. */
  mailQueue: MailQueue;
  sms: SmsProvider;
  counters: CounterStore;
  hashCode: (code: string) => string;
  /** Absolute origin for links in e-mails (PUBLIC_URL; never the request's Host header, which a caller controls). */
  publicUrl: string;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export function createAccountsDeps(app: FastifyInstance, counters: CounterStore): AccountsDeps {
  const publicUrl = publicUrlFromEnv(app.config.port);
  if (!process.env.PUBLIC_URL?.trim() && app.config.isProduction) app.log.warn('PUBLIC_URL is not set: links in e-mails point at localhost');
  return {
    mailQueue: app.mailQueue,
    sms: app.providers.sms,
    counters,
    hashCode: codeHasher(app.config.idSecret),
    publicUrl,
    log: app.log,
  };
}

/** Client address for per-IP keys (honours TRUST_PROXY through Fastify). */
export const clientIp = (request: FastifyRequest): string => request.ip;

export type { Db };
