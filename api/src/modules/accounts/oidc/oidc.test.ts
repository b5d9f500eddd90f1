import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { sql } from 'drizzle-orm';
import { createOidcProviders } from '../../../providers/oidc';
import { nextIp, PASSWORD, signUpViaApi } from '../test-utils/accounts-test-kit';
import { startTestIssuer, type TestIssuer } from './oidc-test-provider';

// The app builds redirect URIs from PUBLIC_URL (default http://localhost:<port>, 8080 in tests).
const APP = 'http://localhost:8080';

describe.each(dbKinds())('OpenID Connect sign-in on %s', (kind) => {
  let t: TestApp;
  let issuer: TestIssuer;
  const accounts = {
    alice: { email: 'alice-oidc@example.test', email_verified: true, given_name: 'Alice', family_name: 'Smith' },
    mallory: { email: 'victim-oidc@example.test', email_verified: false, given_name: 'Mallory' },
    linker: { email: '', email_verified: true },
    owner: { email: '', email_verified: true },
  };

  beforeAll(async () => {
    issuer = await startTestIssuer(
      [`${APP}/api/v1/auth/callback/google`, `${APP}/api/v1/auth/callback/apple`],
      accounts,
    );
    const base = { issuer: issuer.issuer, clientId: 'jad-web', clientSecret: 'jad-web-secret', allowInsecure: true };
    const oidc = createOidcProviders([
      { ...base, id: 'google', name: 'Google', scope: 'openid email profile', responseMode: 'query' },
      { ...base, id: 'apple', name: 'Apple', scope: 'openid email profile', responseMode: 'form_post' },
    ]);
    t = await createTestApp(kind, { providers: { oidc } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
  const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, name: string) =>
    res.cookies.find((c) => c.name === name)?.value;

  /** Start → provider login and consent → callback, as the browser does; returns the callback answer. */
  async function signInWith(provider: 'google' | 'apple', accountId: string, callbackUrl = '/plans') {
    const start = await get(`/api/v1/auth/signin/${provider}?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(start.statusCode).toBe(303);
    const flow = cookieOf(start, 'jad_oidc');
    expect(flow).toBeTruthy();
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.origin).toBe(issuer.issuer);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const back = await issuer.authorize(authUrl.href, accountId);
    if (back.location) {
      expect(back.location.startsWith(`${APP}/api/v1/auth/callback/${provider}?`)).toBe(true);
      return get(back.location.slice(APP.length), { cookie: `jad_oidc=${flow}` });
    }
    expect(back.formPost?.action).toBe(`${APP}/api/v1/auth/callback/${provider}`);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/auth/callback/${provider}`,
      headers: { cookie: `jad_oidc=${flow}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.formPost!.fields).toString(),
      remoteAddress: nextIp(),
    });
  }

  it('lists the providers', async () => {
    const res = await get('/api/v1/auth/providers');
    expect(res.json()).toEqual([
      { id: 'google', name: 'Google', signinUrl: '/api/v1/auth/signin/google' },
      { id: 'apple', name: 'Apple', signinUrl: '/api/v1/auth/signin/apple' },
    ]);
  });

  it('Google-style (query): creates a password-less, verified account, opens a session and returns to callbackUrl', async () => {
    const res = await signInWith('google', 'alice', '/wishlist');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/wishlist');
    const token = cookieOf(res, 'jad_session');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await get('/api/v1/auth/session', { cookie: `jad_session=${token}` });
    expect(session.json().user).toMatchObject({
      email: 'alice-oidc@example.test',
      first_name: 'Alice',
      last_name: 'Smith',
      email_verified: true,
      has_password: false,
    });
    // Again: the same account, found by (provider, sub).
    const again = await signInWith('google', 'alice');
    const second = await get('/api/v1/auth/session', { cookie: `jad_session=${cookieOf(again, 'jad_session')}` });
    expect(second.json().user.uuid).toBe(session.json().user.uuid);
  });

  it('Apple-style (form_post) links to an existing account with the same verified e-mail', async () => {
    const existing = await signUpViaApi(t.app, { email: 'linker-oidc@example.test' });
    accounts.linker.email = 'linker-oidc@example.test';
    const res = await signInWith('apple', 'linker', '/profile/x');
    expect(res.headers.location).toBe('/profile/x');
    const session = await get('/api/v1/auth/session', { cookie: `jad_session=${cookieOf(res, 'jad_session')}` });
    expect(session.json().user).toMatchObject({
      uuid: existing.body.user.uuid,
      email_verified: true,
      has_password: true,
    });
    const links = await t.db.execute(
      sql`select provider from oidc_identities where email = 'linker-oidc@example.test'`,
    );
    expect(links.rows).toEqual([{ provider: 'apple' }]);
  });

  it("ends a never-verified account's password and sessions when the address's owner signs in with a provider", async () => {
    // Someone signed up with this address and never proved it (they may not own it): the password they chose must
    // not keep working once the real owner comes in through a provider that vouches for the address.
    const squatter = await signUpViaApi(t.app, { email: 'preclaimed-oidc@example.test' }, { verify: false });
    expect((await get('/api/v1/auth/session', { cookie: squatter.cookie })).json().user).toMatchObject({
      email_verified: false,
    });
    accounts.owner.email = 'preclaimed-oidc@example.test';
    const res = await signInWith('google', 'owner', '/plans');
    const session = await get('/api/v1/auth/session', { cookie: `jad_session=${cookieOf(res, 'jad_session')}` });
    expect(session.json().user).toMatchObject({
      uuid: squatter.body.user.uuid,
      email_verified: true,
      has_password: false,
    });
    expect((await get('/api/v1/auth/session', { cookie: squatter.cookie })).json().user).toBeNull();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      payload: { email: 'preclaimed-oidc@example.test', password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses an identity whose e-mail the provider did not verify', async () => {
    const res = await signInWith('google', 'mallory');
    expect(res.headers.location).toBe('/auth/signin?error=EmailNotVerified');
    expect(cookieOf(res, 'jad_session')).toBeUndefined();
  });

  it('refuses a callback without the flow cookie, or with a forged one', async () => {
    const start = await get('/api/v1/auth/signin/google');
    const back = await issuer.authorize(start.headers.location as string, 'alice');
    const path = back.location!.slice(APP.length);
    expect((await get(path)).headers.location).toBe('/auth/signin?error=OAuthCallback');
    expect((await get(path, { cookie: 'jad_oidc=forged' })).headers.location).toBe('/auth/signin?error=OAuthCallback');
  });

  it('sends an unknown provider back to sign-in, and never redirects off-site after sign-in', async () => {
    expect((await get('/api/v1/auth/signin/myspace')).headers.location).toBe('/auth/signin');
    const social = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/social-sign-in',
      payload: { provider: 'myspace' },
    });
    expect(social.json()).toEqual({ url: '/auth/signin' });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/social-sign-in',
      payload: { provider: 'google', callbackUrl: '//evil.example/x' },
    });
    expect(known.json()).toEqual({ url: '/api/v1/auth/signin/google?callbackUrl=%2F' });
    const res = await signInWith('google', 'alice', 'https://evil.example/');
    expect(res.headers.location).toBe('/');
    // Issue 9 second round: a browser drops the tab, so this Location went to http://evil.example/.
    expect((await signInWith('google', 'alice', '/\t/evil.example/')).headers.location).toBe('/');
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/social-sign-in',
      payload: { provider: 'google', callbackUrl: '/%2F%2Fevil.example' },
    });
    expect(encoded.json()).toEqual({ url: '/api/v1/auth/signin/google?callbackUrl=%2F' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/social-sign-in', payload: {} })).statusCode).toBe(
      400,
    );
  });
});
