import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import {
  lastMailTo,
  mailCount,
  PASSWORD,
  signUpViaApi,
  tokenFromMail,
  uniqueEmail,
  nextIp,
} from '../test-utils/accounts-test-kit';

describe.each(dbKinds())('passwords on %s', (kind) => {
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
      headers,
      payload: payload as object,
      remoteAddress: nextIp(),
    });
  const signIn = (email: string, password: string) => post('/users/sign-in', { email, password });
  const session = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });

  describe('forgot password', () => {
    it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
      const a = await signUpViaApi(t.app);
      const unknown = uniqueEmail('ghost');
      const known = await post('/users/reset-password', { email: a.email });
      const ghost = await post('/users/reset-password', { email: unknown });
      expect(known.json()).toEqual({ message: 'Email has been sent', code: 'email_sent' });
      expect(ghost.json()).toEqual(known.json());
      expect(ghost.statusCode).toBe(known.statusCode);
      expect((await lastMailTo(t.db, a.email))?.subject).toBe('Reset your password');
      expect(await mailCount(t.db, unknown)).toBe(0);
    });

    it('resets with a single-use link, signs out everywhere, and the new password works', async () => {
      const a = await signUpViaApi(t.app);
      await post('/users/reset-password', { email: a.email });
      const token = await tokenFromMail(t.db, a.email);
      expect((await post('/users/reset-password/check', { token })).json()).toEqual({
        message: 'The link is valid',
        code: 'link_valid',
      });
      const res = await post('/users/reset-password/confirm', { token, password: 'a brand new passphrase' });
      expect(res.json()).toEqual({ message: 'Password has been changed', code: 'password_changed' });
      expect((await session({ cookie: a.cookie })).json().user).toBeNull();
      expect((await signIn(a.email, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(a.email, 'a brand new passphrase')).statusCode).toBe(200);
      // Used once: the link is now expired.
      const again = await post('/users/reset-password/confirm', { token, password: 'yet another passphrase' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('The link has expired.');
      expect((await post('/users/reset-password/check', { token })).json().message).toBe('The link has expired.');
    });

    it('refuses the previous password, a common one, and a link that expired', async () => {
      const a = await signUpViaApi(t.app);
      await post('/users/reset-password', { email: a.email });
      const token = await tokenFromMail(t.db, a.email);
      expect((await post('/users/reset-password/confirm', { token, password: PASSWORD })).json().message).toBe(
        'New password must be different from the previous one',
      );
      expect((await post('/users/reset-password/confirm', { token, password: 'qwertyuiop' })).json().message).toMatch(
        /too common/,
      );
      await t.db.execute(
        sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
      );
      const expired = await post('/users/reset-password/confirm', { token, password: 'a fine new passphrase' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('The link has expired.');
    });

    it('a newer link replaces the older one', async () => {
      const a = await signUpViaApi(t.app);
      await post('/users/reset-password', { email: a.email });
      const first = await tokenFromMail(t.db, a.email);
      await post('/users/reset-password', { email: a.email });
      const second = await tokenFromMail(t.db, a.email);
      expect((await post('/users/reset-password/check', { token: first })).statusCode).toBe(400);
      expect((await post('/users/reset-password/check', { token: second })).statusCode).toBe(200);
    });

    it('caps reset mails per address, silently', async () => {
      const a = await signUpViaApi(t.app);
      for (let i = 0; i < 7; i += 1)
        expect((await post('/users/reset-password', { email: a.email })).json()).toEqual({
          message: 'Email has been sent',
          code: 'email_sent',
        });
      expect(await mailCount(t.db, a.email)).toBe(1 + 5); // the sign-up code + 5 reset mails
    });

    it('refuses bad input with 400', async () => {
      expect((await post('/users/reset-password', { email: 'nope' })).statusCode).toBe(400);
      expect((await post('/users/reset-password/check', { token: 'short' })).statusCode).toBe(400);
      expect((await post('/users/reset-password/confirm', { token: 'x'.repeat(43) })).json().message).toMatch(
        /password is required/,
      );
      expect(
        (await post('/users/reset-password/confirm', { token: 'x'.repeat(43), password: 'a good passphrase' })).json()
          .message,
      ).toBe('The link has expired.');
    });
  });

  describe('change password', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const a = await signUpViaApi(t.app);
      const other = (await signIn(a.email, PASSWORD)).json().token as string;
      const wrong = await post(
        '/users/change-password',
        { current_password: 'not my password', new_password: 'another passphrase' },
        a.headers,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Password is incorrect');
      expect(
        (await post('/users/change-password', { current_password: PASSWORD, new_password: PASSWORD }, a.headers)).json()
          .message,
      ).toBe('New password must be different from the previous one');
      const ok = await post(
        '/users/change-password',
        { current_password: PASSWORD, new_password: 'another passphrase' },
        a.headers,
      );
      expect(ok.json()).toEqual({ message: 'Password has been changed', code: 'password_changed' });
      expect((await session({ cookie: a.cookie })).json().user?.uuid).toBe(a.body.user.uuid);
      expect((await session({ authorization: `Bearer ${other}` })).json().user).toBeNull();
      expect((await signIn(a.email, 'another passphrase')).statusCode).toBe(200);
      expect((await lastMailTo(t.db, a.email))?.subject).toBe('Your password was changed');
    });

    it('sends a password-less (social) account to forgot password', async () => {
      const s = await createUserSession(t.app);
      const res = await post('/users/change-password', { new_password: 'another passphrase' }, s.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Forgot password/);
    });

    it('refuses visitors (401), missing csrf (403) and bad input (400)', async () => {
      const a = await signUpViaApi(t.app);
      expect(
        (await post('/users/change-password', { current_password: PASSWORD, new_password: 'x y z w v u' })).statusCode,
      ).toBe(401);
      expect(
        (
          await post(
            '/users/change-password',
            { current_password: PASSWORD, new_password: 'x y z w v u' },
            { cookie: a.cookie },
          )
        ).statusCode,
      ).toBe(403);
      expect((await post('/users/change-password', {}, a.headers)).json().message).toMatch(/new_password is required/);
    });
  });
});
