import { act } from '@testing-library/react';
import { appStore, type SessionUser } from '@jad/shared-ui';
import { clearCookies, cookie, fakeApi } from '@/test/render';
import { changePreference } from './change-preference';
import { applyServerPreferences } from './server-preferences';

const user = {
  uuid: 'u1',
  username: 'sara',
  first_name: 'Sara',
  last_name: 'K',
  email: 's@x.io',
  language: 'en',
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'p', profile_picture: null, is_verified: false },
} satisfies SessionUser;

let api: ReturnType<typeof fakeApi>;
const saves = () => api.callsTo('PUT /users/prefrences').map((c) => c.body);
beforeEach(() => {
  clearCookies();
  api = fakeApi({ 'PUT /users/prefrences': { status: 200, data: {} } });
});
afterEach(() => {
  api.restore();
  act(() => appStore.getState().patch({ user: null, theme: 'light', lang: 'en', sessionStatus: 'unauthenticated' }));
});

test('a signed-in user: the theme is saved on the server, written to the cookie, then the page reloads', async () => {
  appStore.getState().setSession({ user, csrfToken: 't' });
  const reload = jest.fn();
  await expect(changePreference({ kind: 'theme', value: 'dark' }, { reload })).resolves.toBe('saved');
  expect(saves()).toEqual([{ is_dark_mode: true }]);
  expect(cookie('theme')).toBe('dark');
  expect(appStore.getState().theme).toBe('dark');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a signed-in user: the language goes to the server as { language }', async () => {
  appStore.getState().setSession({ user, csrfToken: 't' });
  const reload = jest.fn();
  await changePreference({ kind: 'lang', value: 'ar' }, { reload });
  expect(saves()).toEqual([{ language: 'ar' }]);
  expect(cookie('lang')).toBe('ar');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a failed call still flips the cookie locally and reloads (spec §8)', async () => {
  api.restore();
  api = fakeApi({
    'PUT /users/prefrences': { status: 500, data: { statusCode: 500, message: 'Something went wrong' } },
  });
  appStore.getState().setSession({ user, csrfToken: 't' });
  const reload = jest.fn();
  await expect(changePreference({ kind: 'theme', value: 'dark' }, { reload })).resolves.toBe('local');
  expect(saves()).toHaveLength(1);
  expect(cookie('theme')).toBe('dark');
  expect(reload).toHaveBeenCalledTimes(1);

  await expect(changePreference({ kind: 'lang', value: 'ar' }, { reload })).resolves.toBe('local');
  expect(cookie('lang')).toBe('ar');
  expect(reload).toHaveBeenCalledTimes(2);
});

test('a visitor: no server call, only the cookie and a reload', async () => {
  const reload = jest.fn();
  await expect(changePreference({ kind: 'lang', value: 'ar' }, { reload })).resolves.toBe('local');
  expect(api.calls).toHaveLength(0);
  expect(cookie('lang')).toBe('ar');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('on load the signed-in user’s saved language and theme win over the cookies', () => {
  document.cookie = 'lang=en; Path=/';
  document.cookie = 'theme=light; Path=/';
  expect(applyServerPreferences({ language: 'ar', is_dark_mode: true })).toEqual({ lang: true, theme: true });
  expect(cookie('lang')).toBe('ar');
  expect(cookie('theme')).toBe('dark');
  expect(appStore.getState().lang).toBe('ar');
  expect(appStore.getState().theme).toBe('dark');
  // The same values again change nothing; a visitor changes nothing.
  expect(applyServerPreferences({ language: 'ar', is_dark_mode: true })).toEqual({ lang: false, theme: false });
  expect(applyServerPreferences(null)).toEqual({ lang: false, theme: false });
  // An unknown language from the server is ignored.
  expect(applyServerPreferences({ language: 'fr', is_dark_mode: true }).lang).toBe(false);
});
