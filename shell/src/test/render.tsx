import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, appStore, i18n, prepareDirection, type Lang } from '@jad/shared-ui';
import { loadShellLocale } from '@/i18n';

// The request layer's fake (adapter level: the real interceptors run), for every shell test.
export { apiFailure, fakeApi, record, type FakeCall } from '@jad/shared-ui/test-utils';

/** Renders inside the shared providers in a language (Arabic waits for its rtl style plugin). */
export async function renderInApp(ui: ReactElement, lang: Lang = 'en'): Promise<RenderResult> {
  await Promise.all([prepareDirection(lang === 'ar' ? 'rtl' : 'ltr'), loadShellLocale('en'), loadShellLocale('ar')]);
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

/** Clears every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

export function cookie(name: string): string | null {
  const match = document.cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
