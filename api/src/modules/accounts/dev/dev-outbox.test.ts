import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { devOutboxEnabled, isLoopback } from './routes';
import { signUpViaApi } from '../test-utils/accounts-test-kit';

describe('dev outbox switch', () => {
  it('is on outside production, and in production only with DEV_OUTBOX=true', () => {
    expect(devOutboxEnabled(false, {})).toBe(true);
    expect(devOutboxEnabled(true, {})).toBe(false);
    expect(devOutboxEnabled(true, { DEV_OUTBOX: 'true' })).toBe(true);
  });
});

describe.each(dbKinds())('GET /dev/outbox on %s', (kind) => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the newest mails to an address', async () => {
    const a = await signUpViaApi(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?to=${encodeURIComponent(a.email.toUpperCase())}`,
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ mail: Array<{ to: string; subject: string; text: string }>; sms: unknown[] }>();
    expect(body.mail).toHaveLength(1);
    expect(body.mail[0]).toMatchObject({ to: a.email, subject: expect.stringMatching(/verification code/) });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=0' })).statusCode).toBe(400);
  });
});

// Issue 9 second round, item 4: the outboxes (sign-up codes, reset links) answered any client.
describe('GET /dev/outbox from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TRUST_PROXY: request.ip would believe X-Forwarded-For; the route reads the socket instead.
    t = await createTestApp('pglite', { env: { TRUST_PROXY: 'true' } });
  }, 120_000);
  afterAll(() => t?.close());
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress, headers });

  it('answers a loopback client (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const address of ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1'])
      expect((await outbox(address)).statusCode).toBe(200);
  });

  it('is a 404 to anyone else, also with a forged X-Forwarded-For, and to a request a proxy forwarded', async () => {
    const notFound = {
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/v1/dev/outbox not found',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/v1/dev/outbox' },
    };
    for (const [address, headers] of [
      ['203.0.113.9', {}],
      ['10.0.0.5', {}],
      ['::ffff:192.168.1.4', {}],
      ['203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      ['203.0.113.9', { forwarded: 'for=127.0.0.1' }],
      // nginx on this host connects from loopback, but says whom it forwards for.
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }],
      ['127.0.0.1', { 'x-real-ip': '198.51.100.7' }],
    ] as const) {
      const res = await outbox(address, headers);
      expect({ address, headers, status: res.statusCode, body: res.json() }).toEqual({
        address,
        headers,
        status: 404,
        body: notFound,
      });
    }
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.2'].map(isLoopback)).toEqual([true, true, true]);
    expect(['128.0.0.1', '::2', '1127.0.0.1', '127.0.0.1.evil', undefined].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('GET /dev/outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', ID_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789', SERVE_WEB: 'false' },
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
