import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import { codeFromMail, lastMailTo, mailCount, signUpViaApi, nextIp } from '../test-utils/accounts-test-kit';

describe.each(dbKinds())('e-mail verification on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers,
      payload: payload as object,
      remoteAddress: nextIp(),
    });
  /** Lets the 60 s resend wait pass by ageing the user's codes. */
  const age = (email: string) =>
    t.db.execute(
      sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${email}`,
    );

  // These tests sign up and then sign in with the password, leaving the e-mail unverified (the code step of
  // sign-up itself is tested in ../sign-up): the signed-in code screen is for such members.
  it('mails a 6-digit code at sign-up; the right code verifies, once', async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const mail = await lastMailTo(t.db, a.email);
    expect(mail?.subject).toMatch(/verification code/);
    const code = await codeFromMail(t.db, a.email);
    const res = await post('/email/verify-otp', a.headers, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Email has been verified', user: { email_verified: true } });
    // Verified: asking for another code is refused.
    expect((await post('/email/email-otp', a.headers)).json().message).toBe('Email is already verified');
  });

  it("answers 404 'OTP is invalid' to a wrong code, and kills the code after 5 wrong tries", async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const code = await codeFromMail(t.db, a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/email/verify-otp', a.headers, { code: wrong });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('OTP is invalid');
    }
    expect((await post('/email/verify-otp', a.headers, { code })).statusCode).toBe(404);
  });

  it('refuses an expired code', async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const code = await codeFromMail(t.db, a.email);
    await t.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${a.email}`,
    );
    expect((await post('/email/verify-otp', a.headers, { code })).statusCode).toBe(404);
  });

  it('makes the user wait 60 s between codes; a new code replaces the old one', async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const first = await codeFromMail(t.db, a.email);
    const early = await post('/email/email-otp', a.headers);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe('Please wait before requesting a new code');
    await age(a.email);
    const again = await post('/email/email-otp', a.headers);
    expect(again.json()).toEqual({ message: 'Email has been sent', code: 'email_sent' });
    expect(await mailCount(t.db, a.email)).toBe(2);
    const second = await codeFromMail(t.db, a.email);
    if (first !== second) expect((await post('/email/verify-otp', a.headers, { code: first })).statusCode).toBe(404);
    expect((await post('/email/verify-otp', a.headers, { code: second })).statusCode).toBe(200);
  });

  it('caps codes per account per hour', async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      await age(a.email);
      statuses.push((await post('/email/email-otp', a.headers)).statusCode);
    }
    // The sign-up code was the first of 5 allowed.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('stores only a keyed hash of the code', async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const code = await codeFromMail(t.db, a.email);
    const rows = await t.db.execute<{ code_hash: string }>(
      sql`select code_hash from verification_codes where target = ${a.email}`,
    );
    expect(rows.rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]!.code_hash).not.toContain(code);
  });

  it('refuses bad input with 400 and visitors with 401', async () => {
    const s = await createUserSession(t.app);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await post('/email/verify-otp', s.headers, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/code/);
    }
    expect((await post('/email/verify-otp', {}, { code: '123456' })).statusCode).toBe(401);
    expect((await post('/email/email-otp', {})).statusCode).toBe(401);
  });

  it("a code is the account's own: another user's code does not verify mine", async () => {
    const a = await signUpViaApi(t.app, {}, { verify: false });
    const b = await signUpViaApi(t.app, {}, { verify: false });
    const codeOfA = await codeFromMail(t.db, a.email);
    const codeOfB = await codeFromMail(t.db, b.email);
    if (codeOfA !== codeOfB)
      expect((await post('/email/verify-otp', b.headers, { code: codeOfA })).statusCode).toBe(404);
  });
});
