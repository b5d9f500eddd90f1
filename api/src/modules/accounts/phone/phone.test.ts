import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import type { PublicUser } from '../../users/types';
import { codeFromSms, PASSWORD, signUpViaApi, nextIp } from '../test-utils/accounts-test-kit';

let n = 0;
/** A distinct UAE mobile number per test. */
const phone = () => `+97150${String(Date.now() % 1000000).padStart(6, '0')}${(n += 1) % 10}`;

describe.each(dbKinds())('phone verification on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload: payload as object, remoteAddress: nextIp() });

  it('sends a code, verifies it, then PUT /users saves the number as verified', async () => {
    const s = await createUserSession(t.app);
    const number = phone();
    const sent = await call('POST', '/phone/send-otp', s.headers, { phone: number });
    expect(sent.json()).toEqual({ message: 'OTP has been sent successfully', code: 'otp_sent' });
    const code = await codeFromSms(t.db, number);
    const verified = await call('POST', '/phone/verify-otp', s.headers, { phone: number, code });
    expect(verified.json()).toEqual({ message: 'OTP has been verified', code: 'otp_verified' });
    const saved = await call('PUT', '/users', s.headers, { phone_number: number });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<PublicUser>()).toMatchObject({ phone_number: number, phone_verified: true });
  });

  it("answers 404 'OTP is invalid' for a wrong code or another number, and locks after 5 tries", async () => {
    const s = await createUserSession(t.app);
    const number = phone();
    await call('POST', '/phone/send-otp', s.headers, { phone: number });
    const code = await codeFromSms(t.db, number);
    const other = await call('POST', '/phone/verify-otp', s.headers, { phone: phone(), code });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('OTP is invalid');
    const wrong = code === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i += 1)
      expect((await call('POST', '/phone/verify-otp', s.headers, { phone: number, code: wrong })).statusCode).toBe(404);
    expect((await call('POST', '/phone/verify-otp', s.headers, { phone: number, code })).statusCode).toBe(404);
  });

  it('waits 60 s per number between sends and caps sends per number', async () => {
    const s = await createUserSession(t.app);
    const number = phone();
    expect((await call('POST', '/phone/send-otp', s.headers, { phone: number })).statusCode).toBe(200);
    expect((await call('POST', '/phone/send-otp', s.headers, { phone: number })).statusCode).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await t.db.execute(
        sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${number}`,
      );
      statuses.push((await call('POST', '/phone/send-otp', s.headers, { phone: number })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('asks for the password to replace an existing number', async () => {
    const a = await signUpViaApi(t.app);
    const first = phone();
    const second = phone();
    for (const number of [first, second]) {
      await call('POST', '/phone/send-otp', a.headers, { phone: number });
      await call('POST', '/phone/verify-otp', a.headers, { phone: number, code: await codeFromSms(t.db, number) });
    }
    expect((await call('PUT', '/users', a.headers, { phone_number: first })).statusCode).toBe(200);
    expect((await call('PUT', '/users', a.headers, { phone_number: second })).json().message).toMatch(
      /password is required/,
    );
    expect(
      (await call('PUT', '/users', a.headers, { phone_number: second, password: PASSWORD })).json<PublicUser>()
        .phone_number,
    ).toBe(second);
  });

  it('reads a UAE number with or without +971 and keeps it as E.164', async () => {
    const s = await createUserSession(t.app);
    const e164 = phone();
    const national = `0${e164.slice(4)}`;
    expect((await call('POST', '/phone/send-otp', s.headers, { phone: national })).statusCode).toBe(200);
    // The code was sent to, and is checked against, the E.164 form of what was typed.
    const code = await codeFromSms(t.db, e164);
    const verified = await call('POST', '/phone/verify-otp', s.headers, { phone: `+971 ${e164.slice(4)}`, code });
    expect(verified.statusCode).toBe(200);
    const saved = await call('PUT', '/users', s.headers, { phone_number: national });
    expect(saved.json<PublicUser>()).toMatchObject({ phone_number: e164, phone_verified: true });
  });

  it('refuses an invalid number with 400 and field code invalid_phone, on every route that takes one', async () => {
    const s = await createUserSession(t.app);
    for (const [url, body] of [
      ['/phone/send-otp', { phone: '+971 12' }],
      ['/phone/verify-otp', { phone: '050 123', code: '123456' }],
    ] as const) {
      const res = await call('POST', url, s.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([expect.objectContaining({ field: 'phone', code: 'invalid_phone' })]);
    }
    const put = await call('PUT', '/users', s.headers, { phone_number: '12345' });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields).toEqual([expect.objectContaining({ field: 'phone_number', code: 'invalid_phone' })]);
  });

  it('refuses malformed numbers and codes with 400, visitors with 401', async () => {
    const s = await createUserSession(t.app);
    for (const bad of ['+97150123456789012', '+971-50-123', '+0501234567', '']) {
      const res = await call('POST', '/phone/send-otp', s.headers, { phone: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/phone/);
    }
    expect((await call('POST', '/phone/verify-otp', s.headers, { phone: phone(), code: '12ab56' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/phone/send-otp', {}, { phone: phone() })).statusCode).toBe(401);
    expect((await call('POST', '/phone/verify-otp', {}, { phone: phone(), code: '123456' })).statusCode).toBe(401);
  });
});
