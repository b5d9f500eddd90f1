import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { MailQueue } from '../../mail/dispatch';
import { publicUrlOf } from '../../mail/public-url';
import type { SmsProvider } from '../../providers/sms';
import { codeHasher } from './codes/one-time-codes';
import type { CounterStore } from './limits/counter-store';
import { burnPasswordCheck, verifyPassword } from './password/hashing';

/** What the accounts services need besides the database: providers, counters and the code key. */
export interface AccountsDeps {
  /** Mail is queued in the transaction of its change (enqueueMail) and sent after the commit by `kick()`. */
  mailQueue: MailQueue;
  sms: SmsProvider;
  counters: CounterStore;
  hashCode: (code: string) => string;
  /**
   * The expensive password check (argon2id): against the stored hash, or against a dummy one when there is none
   * (same time, so the answer does not tell whether an account exists). A seam for tests that count checks.
   */
  checkPassword: (passwordHash: string | null | undefined, password: string) => Promise<boolean>;
  /** Absolute origin for links in e-mails (PUBLIC_URL; never the request's Host header, which a caller controls). */
  publicUrl: string;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/** Lets a caller (a test) wrap or replace some of the dependencies; it gets the built ones. */
export type AccountsDepsOverride = (deps: AccountsDeps) => Partial<AccountsDeps>;

export function createAccountsDeps(
  app: FastifyInstance,
  counters: CounterStore,
  override?: AccountsDepsOverride,
): AccountsDeps {
  const publicUrl = publicUrlOf(app.config);
  if (!app.config.publicUrl && app.config.isProduction)
    app.log.warn('PUBLIC_URL is not set: links in e-mails point at localhost');
  const deps: AccountsDeps = {
    mailQueue: app.mailQueue,
    sms: app.providers.sms,
    counters,
    hashCode: codeHasher(app.config.idSecret),
    checkPassword: (passwordHash, password) =>
      passwordHash ? verifyPassword(passwordHash, password) : burnPasswordCheck(password),
    publicUrl,
    log: app.log,
  };
  return override ? { ...deps, ...override(deps) } : deps;
}

/** Client address for per-IP keys (honours TRUST_PROXY through Fastify). */
export const clientIp = (request: FastifyRequest): string => request.ip;

export type { Db };
