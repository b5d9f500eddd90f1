import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, sessions, users } from '../../../db/schema';
import { mailSettled } from '../../../mail/dispatch';
import type { AuthResponse } from '../../users/types';
import { codeFromMail, mailCount, nextIp, PASSWORD, signUpViaApi, uniqueEmail } from '../test-utils/accounts-test-kit';

describe.each(dbKinds())('sign-up without account enumeration on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers,
      remoteAddress: nextIp(),
    });
  const signUp = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(
      '/users/sign-up',
      { email, password: 'another fine passphrase', first_name: 'Eve', last_name: 'Someone', ...extra },
      headers,
    );
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const mailsTo = async (email: string) => {
    await mailSettled();
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  };
  const sessionCount = async (userId: number) =>
    (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
  const codeCount = async (email: string) =>
    (await t.db.execute(sql`select id from verification_codes where target = ${email}`)).rows.length;
  /** Lets the 60 s resend wait pass by ageing the address's codes. */
  const age = (email: string) =>
    t.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${email}`,
    );

  it('answers a new and a taken e-mail alike: 202, "We sent a code to …", no session cookie', async () => {
    const owner = await signUpViaApi(t.app);
    const fresh = uniqueEmail('fresh');
    const [forNew, forTaken] = [await signUp(fresh), await signUp(owner.email)];
    for (const [res, email] of [
      [forNew, fresh],
      [forTaken, owner.email],
    ] as const) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: `We sent a code to ${email}`, code: 'code_sent', email });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe(forNew.headers['content-type']);
    }
    expect(Object.keys(forTaken.json()).sort()).toEqual(Object.keys(forNew.json()).sort());
  });

  it('a new e-mail: the account is created unverified, without a session, and its code is mailed', async () => {
    const email = uniqueEmail('new');
    expect((await signUp(email.toUpperCase())).json().email).toBe(email);
    const row = await userRow(email);
    expect(row).toMatchObject({ firstName: 'Eve', lastName: 'Someone', emailVerifiedAt: null, language: 'en' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await sessionCount(row!.id)).toBe(0);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(mail!.lang).toBe('en');
  });

  it('a taken e-mail: the owner is mailed a notice in their language, and nothing changes on the account', async () => {
    const owner = await signUpViaApi(t.app, {}, { verify: false });
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.email, owner.email));
    const before = await userRow(owner.email);
    const mailsBefore = await mailCount(t.db, owner.email);
    const codesBefore = await codeCount(owner.email);

    const res = await signUp(owner.email, { first_name: 'Mallory', username: `mallory_${Date.now() % 100000}` });
    expect(res.statusCode).toBe(202);

    const [notice, ...older] = await mailsTo(owner.email);
    expect(older).toHaveLength(mailsBefore);
    expect(notice).toMatchObject({ subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني', lang: 'ar' });
    expect(notice!.text).toContain('/auth/signin');
    expect(notice!.text).not.toMatch(/\b\d{6}\b/); // no code: a taken address cannot be signed in by the form
    // The account is as it was: password, verification, name, username; no second account, no new session.
    expect(await userRow(owner.email)).toEqual(before);
    expect((await t.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email))).length).toBe(1);
    expect(await sessionCount(before!.id)).toBe(1);
    // The old password still signs in, the attacker's does not.
    expect((await post('/users/sign-in', { email: owner.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/users/sign-in', { email: owner.email, password: 'another fine passphrase' })).statusCode).toBe(
      401,
    );
    // No code was issued for the address: the form gives nobody a way into an existing account.
    expect(await codeCount(owner.email)).toBe(codesBefore);
  });

  it('caps the notices to a taken address at 3 an hour, with the same answer after', async () => {
    const owner = await signUpViaApi(t.app);
    const before = await mailCount(t.db, owner.email);
    for (let i = 0; i < 5; i += 1) expect((await signUp(owner.email)).statusCode).toBe(202);
    expect(await mailCount(t.db, owner.email)).toBe(before + 3);
  });

  it('the right code verifies the e-mail and signs in, as sign-in answers; once', async () => {
    const email = uniqueEmail('code');
    await signUp(email);
    const code = await codeFromMail(t.db, email);
    const res = await post('/users/sign-up/verify', { email, code });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.message).toBe('Email has been verified');
    expect(body.user).toMatchObject({ email, email_verified: true, first_name: 'Eve', has_password: true });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.find((c) => c.name === 'jad_session')).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: `jad_session=${body.token}` },
    });
    expect(session.json()).toEqual({ user: body.user, csrfToken: body.csrfToken });
    expect((await userRow(email))!.emailVerifiedAt).toBeInstanceOf(Date);
    // Single use, and a verified address has no code step any more.
    expect((await post('/users/sign-up/verify', { email, code })).statusCode).toBe(404);
  });

  it("wrong codes answer 404 'OTP is invalid' (as an unknown address does), and 5 kill the code", async () => {
    const email = uniqueEmail('wrong');
    await signUp(email);
    const code = await codeFromMail(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const unknown = await post('/users/sign-up/verify', { email: uniqueEmail('nobody'), code });
    expect(unknown.statusCode).toBe(404);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/users/sign-up/verify', { email, code: wrong });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await post('/users/sign-up/verify', { email, code })).statusCode).toBe(404);
    expect((await userRow(email))!.emailVerifiedAt).toBeNull();
    // A new code (after the resend wait) works again.
    await age(email);
    await post('/users/sign-up/resend', { email });
    expect((await post('/users/sign-up/verify', { email, code: await codeFromMail(t.db, email) })).statusCode).toBe(
      200,
    );
  });

  it('limits code checks per address (IP): 429 past 30 in 10 minutes', async () => {
    const email = uniqueEmail('many');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-up/verify',
        payload: { email, code: '123456' },
        remoteAddress: '10.250.0.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('resends the code by address without a session: same answer for any address, 60 s apart, the newest code wins', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const first = await codeFromMail(t.db, email);
    const nobody = uniqueEmail('nobody');
    const early = await post('/users/sign-up/resend', { email });
    const forNobody = await post('/users/sign-up/resend', { email: nobody });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({ message: `We sent a code to ${email}`, code: 'code_sent', email });
    expect(forNobody.statusCode).toBe(200);
    expect(forNobody.json()).toEqual({ message: `We sent a code to ${nobody}`, code: 'code_sent', email: nobody });
    expect(await mailCount(t.db, email)).toBe(1); // within the 60 s wait: no second mail
    expect(await mailCount(t.db, nobody)).toBe(0);
    await age(email);
    await post('/users/sign-up/resend', { email });
    expect(await mailCount(t.db, email)).toBe(2);
    const second = await codeFromMail(t.db, email);
    if (first !== second) expect((await post('/users/sign-up/verify', { email, code: first })).statusCode).toBe(404);
    expect((await post('/users/sign-up/verify', { email, code: second })).statusCode).toBe(200);
    // Verified: resending mails nothing more, and answers the same.
    await age(email);
    expect((await post('/users/sign-up/resend', { email })).statusCode).toBe(200);
    expect(await mailCount(t.db, email)).toBe(2);
  });

  it('caps resends per address at 5 an hour', async () => {
    const email = uniqueEmail('cap');
    await signUp(email);
    for (let i = 0; i < 7; i += 1) {
      // The job of the previous resend has run (its code is then aged past the 60 s wait, as an hour of clicks would).
      await mailSettled();
      await age(email);
      expect((await post('/users/sign-up/resend', { email })).statusCode).toBe(200);
    }
    expect(await mailCount(t.db, email)).toBe(1 + 5);
  });

  it("reports a taken username with 409 and code 'username_taken', whatever the e-mail", async () => {
    const a = await signUpViaApi(t.app);
    for (const email of [uniqueEmail('other'), a.email]) {
      const res = await signUp(email, { username: a.body.user.username.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Username is already taken',
        code: 'username_taken',
      });
    }
  });

  it('keeps the chosen username and takes the language from the lang cookie (the code mail too)', async () => {
    const email = uniqueEmail('ar');
    const name = `Layla_${Date.now() % 100000}`;
    expect((await signUp(email, { username: name, first_name: 'ليلى' }, { cookie: 'lang=ar' })).statusCode).toBe(202);
    expect(await userRow(email)).toMatchObject({ username: name.toLowerCase(), language: 'ar', firstName: 'ليلى' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ lang: 'ar' });
    expect(mail!.subject).toMatch(/^رمز التحقق الخاص بك: \d{6}$/);
  });

  it('two sign-ups racing for one new address: both 202, one account', async () => {
    const email = uniqueEmail('race');
    const [a, b] = await Promise.all([signUp(email), signUp(email, { first_name: 'Other' })]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json().message).toBe(b.json().message);
    expect((await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length).toBe(1);
  });

  it('refuses a weak password the same way for a new and a taken address (400)', async () => {
    const owner = await signUpViaApi(t.app);
    for (const email of [uniqueEmail('weak'), owner.email]) {
      const res = await signUp(email, { password: 'Password123' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/too common/);
    }
  });
});
