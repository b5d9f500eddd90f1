import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, appStore, i18n, prepareDirection, type Lang, type SessionUser } from '@jad/shared-ui';
import '@/i18n';

export const SARA: SessionUser = {
  uuid: '11111111-1111-4111-8111-111111111111',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Al Mansoori',
  language: 'en',
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'pf1', profile_picture: null, is_verified: true },
};

export interface RenderOptions {
  path?: string;
  route?: string;
  lang?: Lang;
  user?: SessionUser | null;
}

/** Renders a screen inside the shared providers, a memory router at `path`, signed in as `user` (default: a visitor). */
export async function renderScreen(ui: ReactElement, options: RenderOptions = {}): Promise<RenderResult> {
  const path = options.path ?? '/';
  const lang = options.lang ?? 'en';
  await prepareDirection(lang === 'ar' ? 'rtl' : 'ltr');
  act(() => {
    appStore.getState().clearUserState();
    appStore.getState().setLang(lang);
    appStore.getState().toggleMuted(true);
    appStore.getState().setSession({ user: options.user ?? null, csrfToken: options.user ? 'csrf' : null });
  });
  await act(async () => {
    await i18n.changeLanguage(lang);
  });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={options.route ?? path.split(/[?#]/)[0]} element={ui} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return result as RenderResult;
}
