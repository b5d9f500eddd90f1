import { appStore } from '../store/app-store';
import { fakeAdapter } from '../test-utils/fake-adapter';
import { ApiError, isAbortError } from './api-error';
import { setBearerToken } from './bearer';
import { api } from './client';
import { apiDelete, apiGet, apiPost, apiPut, apiRequest } from './request';

// Through the real http client (headers, body, errors); only the transport (the adapter) is fake.
describe('the request layer', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
    setBearerToken(null);
    appStore.getState().setSession({ user: null, csrfToken: null });
  });

  it('sends the CSRF token on writes only, and the bearer token while one is held', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: { ok: 1 } }));
    api.defaults.adapter = fake.adapter;
    appStore.getState().setSession({ user: null, csrfToken: 'csrf-1' });
    setBearerToken('mobile');

    await expect(apiGet('/hotels', { params: { q: 'dubai' } })).resolves.toEqual({ ok: 1 });
    await apiPost('/plans/fetch-all', { page: 1 });
    await apiPut('/plans', { pid: 'p' });
    await apiDelete('/plans', { pid: 'p' });

    expect(fake.requests.map((r) => [r.method, r.url, r.headers.get('x-csrf-token') ?? null])).toEqual([
      ['get', '/hotels', null],
      ['post', '/plans/fetch-all', 'csrf-1'],
      ['put', '/plans', 'csrf-1'],
      ['delete', '/plans', 'csrf-1'],
    ]);
    expect(fake.requests.every((r) => r.headers.get('Authorization') === 'Bearer mobile')).toBe(true);
    expect(fake.requests[0]!.params).toEqual({ q: 'dubai' });
    expect(fake.requests[0]!.baseURL).toBe('/api/v1');
    expect(fake.requests[0]!.withCredentials).toBe(true);
    expect(JSON.parse(fake.requests[3]!.data as string)).toEqual({ pid: 'p' });
  });

  it('waits for the session before a write, so the CSRF token of a signed-in member goes with it', async () => {
    const fake = fakeAdapter(() => ({ status: 201, data: {} }));
    api.defaults.adapter = fake.adapter;
    appStore.getState().setSession({ user: null, csrfToken: null, status: 'loading' });
    const sent = apiRequest('post', '/follows', { followed_uuid: 'u' });
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.requests).toHaveLength(0);
    appStore.getState().setSession({ user: null, csrfToken: 'late-token' });
    await expect(sent).resolves.toEqual({ status: 201, data: {} });
    expect(fake.requests[0]!.headers.get('x-csrf-token')).toBe('late-token');
  });

  it('turns an answer with a code and field errors into one ApiError', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'caption: too long',
        code: 'validation_failed',
        params: { count: 1 },
        fields: [
          { field: 'caption', code: 'too_long', message: 'Too long', params: { max: 500 } },
          { field: 'name', code: 'required', message: 'Required' },
          { nonsense: true },
        ],
      },
    })).adapter;
    const error = await apiPost('/posts', { caption: 'x'.repeat(501) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'caption: too long',
      params: { count: 1 },
      method: 'post',
      fields: [
        { field: 'caption', code: 'too_long', message: 'Too long', params: { max: 500 } },
        { field: 'name', code: 'required', message: 'Required' },
      ],
    });
  });

  it('keeps working with an old answer that has only a message (no code)', async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 404, data: { message: 'Hotel not found' } })).adapter;
    const error = (await apiGet('/hotels/x').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.message, error.fields]).toEqual([404, null, 'Hotel not found', []]);
  });

  it('a request that gets no answer is an ApiError without status, code network_error', async () => {
    api.defaults.adapter = fakeAdapter(() => 'network').adapter;
    const error = (await apiGet('/hotels').catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.code, error.aborted]).toEqual([null, 'network_error', false]);
  });

  it('cancels through an AbortSignal: the request rejects as aborted and its answer is never used', async () => {
    let answer!: (reply: { status: number; data: unknown }) => void;
    const fake = fakeAdapter(() => new Promise((resolve) => (answer = resolve)));
    api.defaults.adapter = fake.adapter;
    const controller = new AbortController();
    const pending = apiGet('/search', { signal: controller.signal }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.requests).toHaveLength(1);
    controller.abort();
    answer({ status: 200, data: { late: true } });
    const error = await pending;
    expect(isAbortError(error)).toBe(true);
    expect(error).toMatchObject({ status: null, code: 'aborted' });
  });
});
