import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, appStore, i18n, type CurrencyCode, type Lang } from '@jad/shared-ui';
import { createQueryClient, DataProvider } from '@jad/shared-ui/data';
import '@/i18n';

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
}

/** Renders a screen of this remote inside the shared providers and a memory router at `path`. */
export async function renderScreen(ui: ReactElement, options: RenderOptions = {}): Promise<RenderResult> {
  const path = options.path ?? '/';
  const lang = options.lang ?? 'en';
  act(() => {
    appStore.getState().setLang(lang);
    appStore.getState().setCurrency(options.currency ?? 'AED');
    appStore.getState().setSession({
      user: options.signedIn
        ? {
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
          }
        : null,
      csrfToken: options.signedIn ? 'csrf' : null,
    });
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

/** A resolved axios-like answer. */
export const ok = <T,>(data: T) => Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config: {} });

/** A rejected axios-like error with a status and the api's error body. */
export const fail = (status: number, message = 'Error') =>
  Promise.reject(
    Object.assign(new Error(message), {
      isAxiosError: true,
      response: { status, data: { statusCode: status, message } },
    }),
  );
