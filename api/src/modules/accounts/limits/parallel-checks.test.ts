import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import type { AccountsDeps } from '../context';
import { CODE_MAX_ATTEMPTS } from '../codes/one-time-codes';
import {
  codeFromMail,
  codeFromSms,
  nextIp,
  PASSWORD,
  signUpViaApi,
  tokenFromMail,
} from '../test-utils/accounts-test-kit';
import { LIMITS } from './limits';

const BURST = 40;

/**
 * Parallel guesses against one account, code or link: the limit is taken before the expensive check, so at most
 * the limit's worth of checks run however many arrive at once (a read-then-count gate let 40 of 40 through).
 * Checks are counted through the accounts deps seam (the argon2 check, the code hashing before the comparison).
 */
describe.each(dbKinds())('parallel tries are checked at most the limit on %s', (kind) => {
  let t: TestApp;
  const checks = { passwords: 0, codes: 0 };
  const countChecks = (deps: AccountsDeps): Partial<AccountsDeps> => ({
    checkPassword: (hash, password) => {
      checks.passwords += 1;
      return deps.checkPassword(hash, password);
    },
    hashCode: (code) => {
      checks.codes += 1;
      return deps.hashCode(code);
    },
  });

  beforeAll(async () => {
    // PostgreSQL with the counters in Redis (when there is one), PGlite with the in-process counters.
    const redis = kind === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
    t = await createTestApp(kind, { env: { REDIS_URL: redis }, accounts: countChecks });
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as Record<string, unknown>,
      headers,
      remoteAddress,
    });
  const burst = async (send: (i: number) => ReturnType<typeof post>) => {
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
    return answers.map((a) => a.statusCode);
  };
  const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

  it('sign-in: 40 wrong passwords from 40 addresses, at most 10 checked', async () => {
    const { email } = await signUpViaApi(t.app);
    checks.passwords = 0;
    const statuses = await burst(() => post('/users/sign-in', { email, password: 'wrong password here' }));
    expect(checks.passwords).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccount.max);
    expect(count(statuses, 401)).toBe(checks.passwords);
    expect(count(statuses, 429)).toBe(BURST - checks.passwords);
  });

  it('sign-in: the right password sent 21st of 30 from one address is refused once the account is locked', async () => {
    const { email } = await signUpViaApi(t.app);
    checks.passwords = 0;
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/users/sign-in', { email, password: i === 20 ? PASSWORD : 'wrong password here' }, {}, ip),
      ),
    );
    expect(checks.passwords).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccount.max);
    expect(answers[20]!.statusCode).toBe(429);
  });

  it('e-mail code: 40 wrong guesses, at most 5 compared', async () => {
    const s = await signUpViaApi(t.app, {}, { verify: false });
    const right = await codeFromMail(t.db, s.email);
    const wrong = right === '000000' ? '111111' : '000000';
    checks.codes = 0;
    const statuses = await burst(() => post('/email/verify-otp', { code: wrong }, s.headers));
    expect(checks.codes).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect(count(statuses, 404)).toBe(BURST);
    // The code is dead after its attempts: the right one is refused too.
    expect((await post('/email/verify-otp', { code: right }, s.headers)).statusCode).toBe(404);
  });

  it('phone code: 40 wrong guesses, at most 5 compared', async () => {
    const s = await signUpViaApi(t.app);
    const phone = `+97150${String(Date.now()).slice(-7)}`;
    expect((await post('/phone/send-otp', { phone }, s.headers)).statusCode).toBe(200);
    const right = await codeFromSms(t.db, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    checks.codes = 0;
    const statuses = await burst(() => post('/phone/verify-otp', { phone, code: wrong }, s.headers));
    expect(checks.codes).toBeLessThanOrEqual(CODE_MAX_ATTEMPTS);
    expect(count(statuses, 404)).toBe(BURST);
  });

  it('reset link: 40 parallel uses of one token, one password check and one success', async () => {
    const s = await signUpViaApi(t.app);
    expect((await post('/users/reset-password', { email: s.email })).statusCode).toBe(200);
    const token = await tokenFromMail(t.db, s.email);
    checks.passwords = 0;
    const statuses = await burst(() =>
      post('/users/reset-password/confirm', { token, password: 'a brand new passphrase' }),
    );
    expect(checks.passwords).toBe(1);
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 400)).toBe(BURST - 1);
  });

  it('reset link: a refused new password gives the link back', async () => {
    const s = await signUpViaApi(t.app);
    await post('/users/reset-password', { email: s.email });
    const token = await tokenFromMail(t.db, s.email);
    const same = await post('/users/reset-password/confirm', { token, password: PASSWORD });
    expect(same.json<{ message: string }>().message).toMatch(/different/);
    expect(
      (await post('/users/reset-password/confirm', { token, password: 'another new passphrase' })).statusCode,
    ).toBe(200);
  });
});
