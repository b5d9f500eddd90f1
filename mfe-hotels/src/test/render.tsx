import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, appStore, i18n, type CurrencyCode, type Lang } from '@jad/shared-ui';
import { createQueryClient, DataProvider } from '@jad/shared-ui/data';
import '@/i18n';

export interface RenderOptions {
  path?: string;
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
            </Routes>
          </MemoryRouter>
        </DataProvider>
      </AppProviders>,
    );
  });
  return result as RenderResult;
}

/** A resolved axios-like answer. */
export const ok = <T,>(data: T, status = 200) =>
  Promise.resolve({ data, status, statusText: 'OK', headers: {}, config: {} });

/** A rejected axios-like error with the api's error body (and a booking `code` when given). */
export const fail = (status: number, message = 'Error', code?: string) =>
  Promise.reject(
    Object.assign(new Error(message), {
      isAxiosError: true,
      response: { status, data: { statusCode: status, message, ...(code ? { code } : {}) } },
    }),
  );
