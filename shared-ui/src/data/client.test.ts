import { fakeAdapter } from '../test-utils/fake-adapter';
import { appStore } from '../store/app-store';
import { api, setBearerToken } from './client';

describe('api client', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
    setBearerToken(null);
    appStore.getState().setSession({ user: null, csrfToken: null });
  });

  it('is configured for the versioned api: base path, 5000 ms, credentials', () => {
    expect(api.defaults.baseURL).toBe('/api/v1');
    expect(api.defaults.timeout).toBe(5000);
    expect(api.defaults.withCredentials).toBe(true);
  });

  it('sends the CSRF token from the store on writes only', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = fake.adapter;
    appStore.getState().setSession({ user: null, csrfToken: 'tok-123' });

    await api.get('/notifications');
    await api.post('/follows', { followed_uuid: 'u' });
    await api.put('/notifications/seen');
    await api.delete('/follows');

    const csrf = fake.requests.map((r) => r.headers.get('x-csrf-token') ?? null);
    expect(csrf).toEqual([null, 'tok-123', 'tok-123', 'tok-123']);
    expect(fake.requests[1]!.url).toBe('/follows');
    expect(fake.requests[1]!.baseURL).toBe('/api/v1');
  });

  it('sends no CSRF header when no token is held', async () => {
    const fake = fakeAdapter(() => ({ status: 200 }));
    api.defaults.adapter = fake.adapter;
    await api.post('/search/users', { query: 'a' });
    expect(fake.requests[0]!.headers.has('x-csrf-token')).toBe(false);
  });

  it('adds the bearer token while one is held', async () => {
    const fake = fakeAdapter(() => ({ status: 200 }));
    api.defaults.adapter = fake.adapter;
    await api.get('/a');
    setBearerToken('mobile-token');
    await api.get('/b');
    setBearerToken(null);
    await api.get('/c');
    expect(fake.requests.map((r) => r.headers.get('Authorization') ?? null)).toEqual([
      null,
      'Bearer mobile-token',
      null,
    ]);
  });
});
