import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AppProviders, appStore, i18n, prepareDirection, type Lang } from '@jad/shared-ui';
import '@/i18n';

/** Renders inside the shared providers in a language (Arabic waits for its rtl style plugin). */
export async function renderInApp(ui: ReactElement, lang: Lang = 'en'): Promise<RenderResult> {
  await prepareDirection(lang === 'ar' ? 'rtl' : 'ltr');
  act(() => appStore.getState().setLang(lang));
  // As in the app, the session is known before a form is sent (the request layer waits for it otherwise).
  if (appStore.getState().sessionStatus === 'loading')
    act(() => appStore.getState().setSession({ user: null, csrfToken: null }));
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<AppProviders>{ui}</AppProviders>);
  });
  return result as RenderResult;
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** An axios answer, as the api client would resolve it. */
export function ok<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config };
}

/** An axios error with the api's error body, as the client would reject. */
export function fail(status: number, message: string): AxiosError {
  const response = {
    data: { statusCode: status, error: 'Error', message },
    status,
    statusText: 'Error',
    headers: {},
    config,
  } as AxiosResponse;
  return new AxiosError(message, 'ERR_BAD_REQUEST', config, undefined, response);
}

/** Puts the visitor at a URL (the pages read their query from window.location). */
export function goTo(path: string): void {
  window.history.replaceState(null, '', path);
}

export const signedInUser = {
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
  delete_requested_at: null,
  twitter: null,
  tiktok: null,
  linktree: null,
  instagram: 'https://www.instagram.com/sara',
  snapchat: null,
  facebook: null,
  latitude: null,
  longitude: null,
  created_at: '2024-01-15T09:00:00.000Z',
  profile: { profile_id: 'p-1', profile_picture: null, cover_picture: null, is_verified: true },
};

export function signIn(user: Partial<typeof signedInUser> = {}): void {
  act(() => appStore.getState().setSession({ user: { ...signedInUser, ...user }, csrfToken: 'csrf-1' }));
}
export function signOutLocally(): void {
  act(() => appStore.getState().setSession({ user: null, csrfToken: null }));
}

/** loadSession reads GET /auth/session with fetch (not axios): answer it with this user. */
export function mockSessionFetch(user: unknown, csrfToken = 'csrf-2'): jest.SpyInstance {
  const body = { user, csrfToken };
  if (!('fetch' in globalThis)) (globalThis as { fetch?: unknown }).fetch = () => Promise.reject(new Error('no fetch'));
  return jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => ({ ok: true, status: 200, json: async () => body }) as Response);
}
