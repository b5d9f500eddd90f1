import { createTestApp, type TestApp } from '../../../../test/helpers';
import { uniqueEmail } from '../test-utils/accounts-test-kit';

// The per-IP limits of the route config, from one address (the other tests spread their calls over many).
describe('per-IP limits', () => {
  let t: TestApp;
  // A cold PGlite start is slow on a busy machine.
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 120_000);
  afterAll(() => t?.close());

  it('sign-in: 30 a minute per address, then 429 (other addresses unaffected)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign-in',
        payload: { email: uniqueEmail(), password: 'whatever-password' },
        remoteAddress: '192.0.2.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-in',
      payload: { email: uniqueEmail(), password: 'whatever-password' },
      remoteAddress: '192.0.2.8',
    });
    expect(other.statusCode).toBe(401);
  });

  it('password reset: 10 per 15 minutes per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/users/reset-password',
            payload: { email: uniqueEmail() },
            remoteAddress: '192.0.2.9',
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });
});
