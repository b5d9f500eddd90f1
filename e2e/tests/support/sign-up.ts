import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences } from './shell';

// Sign-up as the web client does it: the form answers 202 without a session for any address, the code mailed to
// a new address (read here from GET /api/v1/dev/outbox, on with DEV_OUTBOX=true) verifies it and signs in.

export interface NewMember {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

export interface SignedInAnswer {
  message: string;
  user: { uuid: string; username: string; email: string; email_verified: boolean };
  csrfToken: string;
  token: string;
}

/** The newest verification code mailed to an address (mail goes out just after the commit: polled briefly). */
export async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  const found = { code: '' };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
        expect(res.status(), 'GET /dev/outbox needs DEV_OUTBOX=true in the e2e server environment').toBe(200);
        const { mail } = (await res.json()) as { mail: Array<{ subject: string; text: string }> };
        found.code = /\b(\d{6})\b/.exec(mail.find((m) => /verification code/i.test(m.subject))?.text ?? '')?.[1] ?? '';
        return found.code;
      },
      { message: `a verification code was mailed to ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return found.code;
}

let signUps = 0;

/**
 * Signs a new member up through the api; the session cookie lands in `request`'s context (a page's own request too).
 * Each new member signs up from an address of their own, as people do (the journeys' server trusts X-Forwarded-For,
 * playwright.config.ts): sign-up allows 30 codes per address in 10 minutes, and the journeys sign up more than that.
 */
export async function signUpByApi(request: APIRequestContext, member: NewMember): Promise<SignedInAnswer> {
  signUps += 1;
  const headers = { 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(signUps / 250) % 250}.${signUps % 250}` };
  const res = await request.post('/api/v1/users/sign-up', { headers, data: member });
  expect(res.status(), `sign-up: ${await res.text()}`).toBe(202);
  const code = await codeFromOutbox(request, member.email);
  const done = await request.post('/api/v1/users/sign-up/verify', {
    headers,
    data: { email: member.email, code },
  });
  expect(done.status(), `sign-up code: ${await done.text()}`).toBe(200);
  return (await done.json()) as SignedInAnswer;
}

/**
 * A new member in a browser context of their own (English, light, cookie notice accepted), signed up through the api
 * with a unique address: the journeys that need two people (likes, mentions and blocks, the live feed) start here.
 */
export async function newMemberContext(
  browser: Browser,
  base: string,
  firstName: string,
): Promise<[BrowserContext, Page, SignedInAnswer]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await setPreferences(context, base, { lang: 'en', theme: 'light' });
  await acceptCookieNotice(context);
  const page = await context.newPage();
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const answer = await signUpByApi(page.request, {
    email: `${firstName.toLowerCase()}.${suffix}@example.com`,
    password: 'Two-people-passphrase-42',
    first_name: firstName,
    last_name: 'Tester',
  });
  return [context, page, answer];
}

/** `text` matched literally inside a RegExp (ids and usernames carry `.`, `-` and `_`). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
