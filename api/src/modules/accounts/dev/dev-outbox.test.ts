import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { devOutboxEnabled } from './routes';
import { nextIp, signUpViaApi } from '../test-utils/accounts-test-kit';

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
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(a.email.toUpperCase())}`, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ mail: Array<{ to: string; subject: string; text: string }>; sms: unknown[] }>();
    expect(body.mail).toHaveLength(1);
    expect(body.mail[0]).toMatchObject({ to: a.email, subject: expect.stringMatching(/verification code/) });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=0' })).statusCode).toBe(400);
  });
});

describe('GET /dev/outbox in production', () => {
  it('does not exist', async () => {
    const t = await createTestApp('pglite', { env: { NODE_ENV: 'production', ID_SECRET: 'x'.repeat(40), SERVE_WEB: 'false' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
