// This remote's screens in tests: shared-ui's renderScreen with this remote's strings loaded, the page's URL in
// window.location too (the account pages read it and navigate through the shared history), and its full user.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { appStore } from '@jad/shared-ui';
import { renderScreen as renderSharedScreen, type RenderOptions } from '@jad/shared-ui/test-utils';
import type { AccountUser } from '@/types/account';
import '@/i18n';

export { apiFailure, fakeApi, LocationProbe, type RenderOptions } from '@jad/shared-ui/test-utils';

export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  window.history.replaceState(null, '', path);
  // Every route renders the screen: the page reads its own URL, as in the app.
  return renderSharedScreen(ui, { ...options, path, route: '*' });
}

export const signedInUser: AccountUser = {
  uuid: 'u-1',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Al Mansoori',
  language: 'en' as const,
  is_dark_mode: false,
  phone_number: null,
  email_verified: false,
  phone_verified: false,
  has_password: true,
  bio: 'Brunch hunter',
  date_of_birth: '1994-03-12',
  country: 'AE',
  city: 'Dubai',
  latitude: null,
  longitude: null,
  created_at: '2026-01-01T00:00:00.000Z',
  delete_requested_at: null,
  twitter: null,
  tiktok: null,
  linktree: null,
  instagram: 'https://www.instagram.com/sara',
  snapchat: null,
  facebook: null,
  profile: { profile_id: 'p-1', profile_picture: null, cover_picture: null, is_verified: true },
};

export function signOutLocally(): void {
  act(() => appStore.getState().setSession({ user: null, csrfToken: null }));
}

/** loadSession reads GET /auth/session with fetch (not the http client, kept out of the first load): answer it with this user. */
export function mockSessionFetch(user: unknown, csrfToken = 'csrf-2'): jest.SpyInstance {
  const body = { user, csrfToken };
  if (!('fetch' in globalThis)) (globalThis as { fetch?: unknown }).fetch = () => Promise.reject(new Error('no fetch'));
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => ({ ok: true, status: 200, json: async () => body }) as Response);
}
