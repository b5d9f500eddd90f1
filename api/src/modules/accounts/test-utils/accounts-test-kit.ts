// Helpers shared by the accounts api tests (imported after test/helpers, so the jest shims load first).
import { desc, eq } from 'drizzle-orm';
import type { App } from '../../../app';
import type { Db } from '../../../db/client';
import { mailOutbox, smsOutbox } from '../../../db/schema';
import { mailSettled } from '../../../mail/dispatch';
import type { AuthResponse } from '../../users/types';

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A unique e-mail per call: tests share one app and isolate themselves by their rows. */
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

export interface SignedUp {
  body: AuthResponse;
  email: string;
  cookie: string;
  headers: { cookie: string; 'x-csrf-token': string };
  bearer: { authorization: string };
}

/**
 * Signs a fresh person up through the api as the web client does: the form (202, no session), then the code from
 * the outbox (POST /users/sign-up/verify), which verifies the e-mail and opens the session. `verify: false` keeps
 * the e-mail unverified and signs in with the password instead (for tests of the code screens).
 */
export async function signUpViaApi(
  app: App,
  partial: Record<string, unknown> = {},
  options: { verify?: boolean } = {},
): Promise<SignedUp> {
  const email = ((partial.email as string | undefined) ?? uniqueEmail()).toLowerCase();
  const password = (partial.password as string | undefined) ?? PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/sign-up',
    remoteAddress: nextIp(),
    payload: { email, password, first_name: 'Test', last_name: 'Person', ...partial },
  });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const opened =
    options.verify === false
      ? await app.inject({
          method: 'POST',
          url: '/api/v1/users/sign-in',
          remoteAddress: nextIp(),
          payload: { email, password },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/v1/users/sign-up/verify',
          remoteAddress: nextIp(),
          payload: { email, code: await codeFromMail(app.db, email) },
        });
  if (opened.statusCode !== 200) throw new Error(`sign-up did not sign in: ${opened.statusCode} ${opened.body}`);
  const body = opened.json<AuthResponse>();
  const cookie = `jad_session=${body.token}`;
  return {
    body,
    email,
    cookie,
    headers: { cookie, 'x-csrf-token': body.csrfToken },
    bearer: { authorization: `Bearer ${body.token}` },
  };
}

/** Mail is sent after the commit, in the background: every read waits for the passes started so far. */
export async function lastMailTo(db: Db, to: string): Promise<{ subject: string; text: string } | undefined> {
  await mailSettled();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return rows[0];
}

export async function mailCount(db: Db, to: string): Promise<number> {
  await mailSettled();
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase()))).length;
}

/** The 6-digit code of the newest mail to an address. */
export async function codeFromMail(db: Db, to: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

export async function codeFromSms(db: Db, to: string): Promise<string> {
  const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(1);
  const [sms] = rows;
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** The token in the newest link mailed to an address (reset or delete confirmation). */
export async function tokenFromMail(db: Db, to: string): Promise<string> {
  const mail = await lastMailTo(db, to);
  const token = mail && /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

let ipCounter = 0;
/**
 * A fresh client address per request: the per-IP route limits would otherwise trip over a test
 * file's many calls from 127.0.0.1. The limits themselves are tested on purpose, with one address.
 */
export const nextIp = (): string => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
