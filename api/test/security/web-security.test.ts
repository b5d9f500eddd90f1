// Issue 9 item 3, web security: headers, cookie flags, CSRF on every cookie-authenticated write, CORS closed,
// no account enumeration, brute-force limits. Each test drives the real app (app.inject) over PGlite.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, createUserSession, type TestApp } from '../helpers';
import {
  lastMailTo,
  nextIp,
  PASSWORD,
  signUpViaApi,
  uniqueEmail,
} from '../../src/modules/accounts/test-utils/accounts-test-kit';
import { LIMITS } from '../../src/modules/accounts/limits/limits';
import { CODE_MAX_ATTEMPTS } from '../../src/modules/accounts/codes/one-time-codes';

const API = '/api/v1';
const INLINE = "!function(){document.documentElement.lang='en'}();";
let t: TestApp;

beforeAll(async () => {
  // A web root with a shell index carrying one inline script, so the page's CSP hash can be checked.
  const webRoot = path.join(os.tmpdir(), `jad-sec-web-${process.pid}`);
  mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp('pglite', { env: { WEB_ROOT: webRoot, SERVE_WEB: 'true', TRUST_PROXY: 'true' } });
  // A cold PGlite start is slow on a busy machine.
}, 120_000);
afterAll(() => t?.close());

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it('are on api answers (success, 404 and validation errors) without a page CSP', async () => {
    for (const [url, status] of [
      [`${API}/health`, 200],
      [`${API}/no-such-route`, 404],
      [`${API}/hotels/search?adults=abc`, 400],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(res.headers).toMatchObject(COMMON_HEADERS);
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on the shell page, with a CSP that allows only this origin and the hashed inline script', async () => {
    for (const url of ['/', '/hotels/some/deep/link']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers).toMatchObject(COMMON_HEADERS);
      const csp = String(res.headers['content-security-policy']);
      const hash = createHash('sha256').update(INLINE).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // index.html's ICU warm-up worker and a video preview come from blob: URLs.
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("media-src 'self' blob:");
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it('add HSTS only when the request came over https (here through a trusted proxy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/health`, headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});

describe('session cookie', () => {
  const signIn = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-in`,
      remoteAddress: nextIp(),
      headers,
      payload: { email, password: PASSWORD },
    });

  it('is HttpOnly, SameSite=Lax and path-wide; Secure once the request is https behind TRUST_PROXY', async () => {
    const { email } = await signUpViaApi(t.app);
    const plain = await signIn(email);
    expect(plain.statusCode).toBe(200);
    const cookie = String(plain.headers['set-cookie']);
    expect(cookie).toMatch(/^jad_session=[^;]{20,};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/);

    const tls = await signIn(email, { 'x-forwarded-proto': 'https' });
    expect(String(tls.headers['set-cookie'])).toMatch(/; Secure/);
    // Each sign-in is a new token (no session fixation).
    expect(String(tls.headers['set-cookie']).split(';')[0]).not.toBe(cookie.split(';')[0]);
  });

  it('is Secure with COOKIE_SECURE even over plain http', async () => {
    const secureApp = await createTestApp('pglite', { env: { COOKIE_SECURE: 'true' } });
    try {
      const { email } = await signUpViaApi(secureApp.app);
      const res = await secureApp.app.inject({
        method: 'POST',
        url: `${API}/users/sign-in`,
        remoteAddress: nextIp(),
        payload: { email, password: PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; HttpOnly.*; Secure|; Secure.*; HttpOnly/);
    } finally {
      await secureApp.close();
    }
  });
});

describe('CSRF', () => {
  const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const fill = (url: string) => url.replace(/:(\w+)/g, 'x1');

  it('every unsafe route is under /api/v1, where the session plugin checks the token', () => {
    const writes = t.app.routeTable.filter((r) => UNSAFE.includes(r.method));
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.filter((r) => !r.url.startsWith(`${API}/`))).toEqual([]);
  });

  it('only reads are exempt from the token: POST routes named as reads (…/fetch, …/fetch-all), answering a member without it', async () => {
    const s = await createUserSession(t.app);
    const reads = t.app.routeTable.filter((r) => r.readOnly);
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      expect(`${route.method} ${route.url}`).toMatch(new RegExp(`^POST ${API}/[\\w/-]+/fetch(-all)?$`));
      const res = await t.app.inject({
        method: 'POST',
        url: route.url,
        headers: { cookie: s.cookie, 'content-type': 'application/json' },
        payload: '{}',
        remoteAddress: nextIp(),
      });
      expect({ route: route.url, status: res.statusCode }).not.toEqual({ route: route.url, status: 403 });
    }
  });

  it('every cookie-authenticated write without the token, or with a wrong one, is refused with 403', async () => {
    const s = await createUserSession(t.app);
    const writes = t.app.routeTable.filter(
      (r) => UNSAFE.includes(r.method) && r.url.startsWith(`${API}/`) && !r.readOnly,
    );
    const failures: string[] = [];
    for (const route of writes) {
      for (const token of [undefined, 'not-the-token']) {
        const headers: Record<string, string> = { cookie: s.cookie, 'content-type': 'application/json' };
        if (token) headers['x-csrf-token'] = token;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers,
          payload: '{}',
          remoteAddress: nextIp(),
        });
        if (res.statusCode !== 403 || res.json<{ message: string }>().message !== 'Invalid CSRF token') {
          failures.push(
            `${route.method} ${route.url} (${token ?? 'no token'}): ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the same write passes the check with the session token, and a Bearer request needs none', async () => {
    const s = await createUserSession(t.app);
    const payload = { language: 'ar' };
    const cookieRes = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/preferences`,
      headers: s.headers,
      payload,
    });
    const bearerRes = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/preferences`,
      headers: s.bearer,
      payload,
    });
    expect([cookieRes.statusCode, bearerRes.statusCode]).toEqual([200, 200]);
  });
});

// Issue 9 second round, item 7: a cookie-authenticated write from another site, carrying a valid CSRF token (say,
// leaked), was accepted. The browser's Origin and Sec-Fetch-Site now refuse it too (plugins/cross-site.ts).
describe('requests from other sites', () => {
  const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const fill = (url: string) => url.replace(/:(\w+)/g, 'x1');
  const refused = { statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused', code: 'cross_site' };
  const write = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: `${API}/users/preferences`,
      headers,
      payload: { language: 'ar' },
      remoteAddress: nextIp(),
    });

  it('every cookie-authenticated write with a foreign Origin or Sec-Fetch-Site: cross-site is refused with 403, valid token or not', async () => {
    const s = await createUserSession(t.app);
    const writes = t.app.routeTable.filter((r) => UNSAFE.includes(r.method) && r.url.startsWith(`${API}/`));
    const failures: string[] = [];
    for (const route of writes) {
      for (const foreign of [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ]) {
        const headers = { ...s.headers, ...foreign, 'content-type': 'application/json' };
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: fill(route.url),
          headers,
          payload: '{}',
          remoteAddress: nextIp(),
        });
        if (res.statusCode !== 403 || res.json<{ message: string }>().message !== refused.message) {
          failures.push(
            `${route.method} ${route.url} ${JSON.stringify(foreign)}: ${res.statusCode} ${res.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses look-alike origins: another port-less host, a suffix, a userinfo trick, garbage', async () => {
    const s = await createUserSession(t.app);
    for (const origin of [
      'http://localhost.evil.example',
      'http://evil-localhost',
      'http://localhost@evil.example',
      'not a url',
      'https://127.0.0.1',
    ]) {
      const res = await write(t.app, { ...s.headers, host: 'localhost:8080', origin });
      expect({ origin, status: res.statusCode, body: res.json() }).toEqual({ origin, status: 403, body: refused });
    }
  });

  it('lets same-site browsers through: Origin on the Host the request came to (any port or scheme), Sec-Fetch-Site same-origin', async () => {
    const s = await createUserSession(t.app);
    const allowed: Array<Record<string, string>> = [
      { host: 'localhost:8080', origin: 'http://localhost:8080' },
      // nginx forwards $host, without the port the browser used; TLS ended at the proxy.
      { host: 'travel.example.com', origin: 'https://travel.example.com:8443' },
      { host: 'TRAVEL.example.com', origin: 'https://travel.example.com' },
      // A proxy that rewrites Host but says which host it forwards for (trusted with TRUST_PROXY).
      { host: '10.0.0.11:8181', 'x-forwarded-host': 'travel.example.com', origin: 'https://travel.example.com' },
      { host: 'localhost:8080', 'sec-fetch-site': 'same-origin', origin: 'http://localhost:8080' },
      { host: 'localhost:8080', 'sec-fetch-site': 'same-site' },
      { host: 'localhost:8080', 'sec-fetch-site': 'none' },
    ];
    for (const headers of allowed)
      expect({ headers, status: (await write(t.app, { ...s.headers, ...headers })).statusCode }).toEqual({
        headers,
        status: 200,
      });
  });

  it('lets clients without those headers (curl, apps) and Bearer requests through, and visitors are not checked', async () => {
    const s = await createUserSession(t.app);
    expect((await write(t.app, s.headers)).statusCode).toBe(200);
    expect(
      (await write(t.app, { ...s.bearer, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(200);
    // A visitor's sign-in from another site gets the answer any visitor gets (SameSite=Lax keeps the cookie home).
    const { email } = await signUpViaApi(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-in`,
      remoteAddress: nextIp(),
      headers: { origin: 'https://evil.example' },
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('accepts PUBLIC_URL as the origin whatever Host the request came to, and still refuses others', async () => {
    const app = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://travel.example.com/' } });
    try {
      const s = await createUserSession(app.app);
      expect(
        (await write(app.app, { ...s.headers, host: '10.0.0.11:8181', origin: 'https://travel.example.com' }))
          .statusCode,
      ).toBe(200);
      const foreign = await write(app.app, { ...s.headers, host: '10.0.0.11:8181', origin: 'https://evil.example' });
      expect([foreign.statusCode, foreign.json()]).toEqual([403, refused]);
      // Without TRUST_PROXY, X-Forwarded-Host is not believed.
      const forged = await write(app.app, {
        ...s.headers,
        host: '10.0.0.11:8181',
        'x-forwarded-host': 'evil.example',
        origin: 'https://evil.example',
      });
      expect(forged.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe('CORS', () => {
  it('is closed: a foreign Origin gets no Access-Control-Allow-* header, on simple or preflight requests', async () => {
    const s = await createUserSession(t.app);
    const origin = 'https://evil.example';
    const answers = [
      await t.app.inject({ method: 'GET', url: `${API}/auth/session`, headers: { origin, cookie: s.cookie } }),
      await t.app.inject({ method: 'GET', url: `${API}/health`, headers: { origin } }),
      await t.app.inject({
        method: 'OPTIONS',
        url: `${API}/users/sign-in`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-csrf-token',
        },
      }),
    ];
    for (const res of answers)
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404]);
  });
});

describe('account enumeration', () => {
  it('sign-in answers the same for a known e-mail with a wrong password and an unknown e-mail', async () => {
    const { email } = await signUpViaApi(t.app);
    const known = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-in`,
      remoteAddress: nextIp(),
      payload: { email, password: 'wrong password 123' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-in`,
      remoteAddress: nextIp(),
      payload: { email: uniqueEmail('nobody'), password: 'wrong password 123' },
    });
    expect(known.statusCode).toBe(401);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
  });

  it('password reset answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const { email } = await signUpViaApi(t.app);
    const nobody = uniqueEmail('nobody');
    const known = await t.app.inject({
      method: 'POST',
      url: `${API}/users/reset-password`,
      remoteAddress: nextIp(),
      payload: { email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${API}/users/reset-password`,
      remoteAddress: nextIp(),
      payload: { email: nobody },
    });
    expect(known.statusCode).toBe(200);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    expect((await lastMailTo(t.db, email))?.text).toMatch(/reset/i);
    expect(await lastMailTo(t.db, nobody)).toBeUndefined();
  });

  it('sign-up answers the same for a taken and a new e-mail, with no session either way; the mailbox learns which', async () => {
    const { email } = await signUpViaApi(t.app);
    const fresh = uniqueEmail('fresh');
    const signUp = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/users/sign-up`,
        remoteAddress: nextIp(),
        payload: { email: address, password: 'a different passphrase', first_name: 'Eve', last_name: 'Q' },
      });
    const taken = await signUp(email);
    const created = await signUp(fresh);
    expect(taken.statusCode).toBe(202);
    expect([created.statusCode, created.body.replaceAll(fresh, '<email>')]).toEqual([
      taken.statusCode,
      taken.body.replaceAll(email, '<email>'),
    ]);
    for (const res of [taken, created]) expect(res.headers['set-cookie']).toBeUndefined();
    expect((await lastMailTo(t.db, email))?.subject).toBe('Someone tried to sign up with your e-mail');
    expect((await lastMailTo(t.db, fresh))?.subject).toMatch(/^Your verification code: \d{6}$/);
  });
});

describe('brute force', () => {
  it('locks an account after the allowed failed sign-ins: 429 even with the right password, from any address', async () => {
    const { email } = await signUpViaApi(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max + 1; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/users/sign-in`,
        remoteAddress: nextIp(),
        payload: { email, password: `guess number ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(LIMITS.signInFailuresPerAccount.max).fill(401), 429]);
    const right = await t.app.inject({
      method: 'POST',
      url: `${API}/users/sign-in`,
      remoteAddress: nextIp(),
      payload: { email, password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });

  it('limits sign-in attempts per address across accounts (429 after 30 a minute)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/users/sign-in`,
        remoteAddress: ip,
        payload: { email: uniqueEmail('spray'), password: 'wrong password 123' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('revokes an e-mail code after the allowed wrong guesses, so the right code no longer works', async () => {
    const person = await signUpViaApi(t.app, {}, { verify: false });
    const mail = await lastMailTo(t.db, person.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/email/verify-otp`,
        headers: person.headers,
        remoteAddress: nextIp(),
        payload: { code: wrong },
      });
      expect(res.statusCode).toBe(404);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: `${API}/email/verify-otp`,
      headers: person.headers,
      remoteAddress: nextIp(),
      payload: { code },
    });
    expect(right.statusCode).toBe(404);
  });

  it('limits code guesses per address (429 after 30 in 10 minutes)', async () => {
    const person = await signUpViaApi(t.app, {}, { verify: false });
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/email/verify-otp`,
        headers: person.headers,
        remoteAddress: ip,
        payload: { code: '000001' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
