// Test-only: a remote's screen inside the shared providers, a fresh query client (no retries) and a memory router,
// with the language, currency and session a test asks for. Each remote's src/test/render.tsx wraps it.
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../theme/app-providers';
import { appStore } from '../store/app-store';
import { i18n } from '../i18n/i18n';
import type { CurrencyCode } from '../format/currencies';
import type { Lang } from '../i18n/languages';
import type { SessionUser } from '../store/entities';
import { createQueryClient, DataProvider } from '../data/query-client';

export { fakeAdapter, type FakeAdapter, type FakeReply } from './fake-adapter';
export {
  apiFailure,
  fakeApi,
  json,
  record,
  type FakeAnswer,
  type FakeApi,
  type FakeCall,
  type FakeHandler,
  type FakeResult,
  type FakeRoute,
} from './fake-api';

/** Shows where the router is, so a test can assert a navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  path?: string;
  /** The route pattern the element is mounted on (defaults to the path's pathname). */
  route?: string;
  lang?: Lang;
  currency?: CurrencyCode;
  signedIn?: boolean;
  /** The signed-in user when a screen reads more than `testMember` has (implies signedIn). */
  user?: SessionUser;
}

/** The member a signed-in test sees. */
export const testMember = (lang: Lang) => ({
  uuid: 'u1',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'A',
  language: lang,
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'p1', profile_picture: null, is_verified: true },
});

export async function renderScreen(
  ui: ReactElement,
  options: RenderOptions = {},
  defaults: { signedIn: boolean } = { signedIn: false },
): Promise<RenderResult> {
  const path = options.path ?? '/';
  const lang = options.lang ?? 'en';
  const signedIn = options.user !== undefined || (options.signedIn ?? defaults.signedIn);
  const user = options.user ?? testMember(lang);
  act(() => {
    appStore.getState().setLang(lang);
    appStore.getState().setCurrency(options.currency ?? 'AED');
    appStore.getState().setSession({ user: signedIn ? user : null, csrfToken: signedIn ? 'csrf' : null });
  });
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AppProviders>
        <DataProvider client={createQueryClient({ retry: false })}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={options.route ?? path.split('?')[0]} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </DataProvider>
      </AppProviders>,
    );
  });
  return result as RenderResult;
}

/** A resolved answer as the http client gives it. */
export const ok = <T,>(data: T, status = 200) =>
  Promise.resolve({ data, status, statusText: 'OK', headers: {}, config: {} });

/** A rejected http client error with the api's error body (and its `code` when given). */
export const fail = (status: number, message = 'Error', code?: string) =>
  Promise.reject(
    Object.assign(new Error(message), {
      isHttpError: true,
      response: { status, data: { statusCode: status, message, ...(code ? { code } : {}) } },
    }),
  );
