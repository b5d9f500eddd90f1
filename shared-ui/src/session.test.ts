import { api, getBearerToken, setBearerToken } from './data/client';
import { bus } from './bus/bus';
import { getJson } from './frame';
import { loadSession, parseSession, signOut } from './session';
import { appStore } from './store/app-store';
import type { SessionUser } from './store/entities';
import { fakeAdapter } from './test-utils/fake-adapter';

const user: SessionUser = {
  uuid: 'u-1',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Ali',
  language: 'ar',
  is_dark_mode: true,
  phone_number: '+971500000000',
  email_verified: true,
  profile: { profile_id: 'pr-1', profile_picture: null, is_verified: true },
};

describe('session', () => {
  const original = api.defaults.adapter;
  afterEach(() => {
    api.defaults.adapter = original;
    appStore.getState().clearUserState();
  });

  const answer = (status: number, body: unknown) =>
    jest.fn().mockResolvedValue({ ok: status < 300, status, json: () => Promise.resolve(body) });
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('loadSession puts user, csrfToken and authenticated in the store', async () => {
    const fetchMock = answer(200, { user, csrfToken: 'csrf-9' });
    global.fetch = fetchMock as unknown as typeof fetch;
    appStore.getState().setField('sessionStatus', 'loading');

    await expect(loadSession()).resolves.toEqual({ user, csrfToken: 'csrf-9' });

    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/session', expect.objectContaining({ credentials: 'include' }));
    expect(appStore.getState()).toMatchObject({ user, csrfToken: 'csrf-9', sessionStatus: 'authenticated' });
  });

  it("takes the first frame's answer once instead of asking again (frame/index.ts asked with the same cookies)", async () => {
    global.fetch = answer(200, { user: null, csrfToken: 'anon' }) as unknown as typeof fetch;
    await getJson('/auth/session'); // as the feed's frame does
    const fetchMock = answer(200, { user, csrfToken: 'csrf-9' });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadSession()).resolves.toEqual({ user: null, csrfToken: 'anon' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(loadSession()).resolves.toEqual({ user, csrfToken: 'csrf-9' });
  });

  it('a signed-out session keeps its csrf token and is unauthenticated', async () => {
    global.fetch = answer(200, { user: null, csrfToken: 'anon' }) as unknown as typeof fetch;
    await loadSession();
    expect(appStore.getState()).toMatchObject({ user: null, csrfToken: 'anon', sessionStatus: 'unauthenticated' });
  });

  it.each([
    ['a 500', () => answer(500, {})],
    ['a network failure', () => jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('after %s it is unauthenticated and does not throw', async (_label, reply) => {
    global.fetch = reply() as unknown as typeof fetch;
    appStore.getState().setSession({ user, csrfToken: 'old', status: 'loading' });
    await expect(loadSession()).resolves.toEqual({ user: null, csrfToken: null });
    expect(appStore.getState()).toMatchObject({ user: null, sessionStatus: 'unauthenticated' });
  });

  it('parseSession rejects a malformed user', () => {
    expect(parseSession({ user: { uuid: 1 }, csrfToken: 'x' })).toEqual({ user: null, csrfToken: 'x' });
    expect(parseSession('<html>')).toEqual({ user: null, csrfToken: null });
    expect(parseSession(null)).toEqual({ user: null, csrfToken: null });
  });

  it('signOut posts to the api with the CSRF header, clears the store and announces it', async () => {
    const fake = fakeAdapter(() => ({ status: 200, data: {} }));
    api.defaults.adapter = fake.adapter;
    appStore.getState().setSession({ user, csrfToken: 'csrf-1' });
    appStore.getState().appendPosts([{ post_id: 'p' }]);
    setBearerToken('t');
    const signedOut = jest.fn();
    const off = bus.on('account:signed-out', signedOut);

    await expect(signOut()).resolves.toBe(true);
    off();

    expect(fake.requests[0]).toMatchObject({ method: 'post', url: '/auth/signout' });
    expect(fake.requests[0]!.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(appStore.getState()).toMatchObject({
      user: null,
      csrfToken: null,
      sessionStatus: 'unauthenticated',
      posts: [],
    });
    expect(getBearerToken()).toBeNull();
    expect(signedOut).toHaveBeenCalledWith({});
  });

  it('signOut still signs out locally when the call fails', async () => {
    api.defaults.adapter = fakeAdapter(() => 'network').adapter;
    appStore.getState().setSession({ user, csrfToken: 'c' });
    const signedOut = jest.fn();
    const off = bus.on('account:signed-out', signedOut);
    await expect(signOut()).resolves.toBe(false);
    off();
    expect(appStore.getState().user).toBeNull();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
