import { createTestApp, type TestApp } from '../../test/helpers';
import { nextIp, PASSWORD, signUpViaApi, uniqueEmail } from '../modules/accounts/test-utils/accounts-test-kit';

// The wire format front ends translate by: every answer's `code` (and `fields` for bad input), through the real app.
describe('stable codes on real routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 120_000);
  afterAll(() => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: ip });
  const signUpBody = (extra: Record<string, unknown>) => ({
    email: uniqueEmail('codes'),
    password: 'another fine passphrase',
    first_name: 'Eve',
    last_name: 'Someone',
    ...extra,
  });

  it('sign-up: a taken username is 409 username_taken; a bad first_name names the field and its code', async () => {
    const owner = await signUpViaApi(t.app);
    const taken = await post('/users/sign-up', signUpBody({ username: owner.body.user.username }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'username_taken', message: 'Username is already taken' });

    const bad = await post('/users/sign-up', signUpBody({ first_name: 'Eve<script>' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      message: 'first_name: first_name contains characters that are not allowed',
      fields: [
        { field: 'first_name', code: 'invalid_characters', message: 'contains characters that are not allowed' },
      ],
    });

    const weak = await post('/users/sign-up', signUpBody({ password: 'short' }));
    expect(weak.json()).toMatchObject({ statusCode: 400, code: 'password_too_short', params: { min: 8 } });
  });

  it('a wrong OTP is 404 otp_invalid; sign-in success carries signed_in', async () => {
    const person = await signUpViaApi(t.app);
    const wrong = await post('/users/sign-up/verify', { email: person.email, code: '000000' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid', message: 'OTP is invalid' });

    const signIn = await post('/users/sign-in', { email: person.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ code: 'signed_in', message: 'Signed in successfully' });
  });

  it('not found, a bad id, a missing CSRF token and an unknown route each have their code', async () => {
    const missing = await post('/activities/fetch', { acid: t.app.ids.encodeId('activity', 987_654_321) });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'activity_not_found' });

    const person = await signUpViaApi(t.app);
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/seen',
      headers: { cookie: person.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ code: 'csrf_invalid', message: 'Invalid CSRF token' });

    const route = await t.app.inject({ method: 'GET', url: '/api/v1/no/such/route' });
    expect(route.json()).toMatchObject({ statusCode: 404, code: 'route_not_found' });
  });

  it('PUT /notifications/seen with content-type json and an empty body is accepted', async () => {
    const person = await signUpViaApi(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/seen',
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unseen: 0 });
  });

  it('the reset-password rate limit answers 429 rate_limited', async () => {
    const statuses: { status: number; code?: string }[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await post('/users/reset-password', { email: uniqueEmail() }, {}, '192.0.2.77');
      statuses.push({ status: res.statusCode, code: res.json().code });
    }
    expect(statuses[0]).toEqual({ status: 200, code: 'email_sent' });
    expect(statuses[10]).toEqual({ status: 429, code: 'rate_limited' });
  });
});
