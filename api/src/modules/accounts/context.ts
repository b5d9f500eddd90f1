import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailProvider } from '../../providers/mail';
import type { SmsProvider } from '../../providers/sms';
import { codeHasher } from './codes/one-time-codes';
import type { CounterStore } from './limits/counter-store';

/** What the accounts services need besides the database: providers, counters and the code key. */
export interface AccountsDeps {
  mail: MailProvider;
  sms: SmsProvider;
  counters: CounterStore;
  hashCode: (code: string) => string;
  /** Absolute origin for links in e-mails (PUBLIC_URL; never the request's Host header, which a caller controls). */
  publicUrl: string;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export function createAccountsDeps(app: FastifyInstance, counters: CounterStore): AccountsDeps {
  const fromEnv = app.config.publicUrl;
  const publicUrl = fromEnv || `http://localhost:${app.config.port}`;
  if (!fromEnv && app.config.isProduction) app.log.warn('PUBLIC_URL is not set: links in e-mails point at localhost');
  return {
    mail: app.providers.mail,
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
