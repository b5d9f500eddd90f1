import { act, screen } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import { ShellFrame } from './app';

jest.mock('@/features/remotes/lazy-remote-outlet', () => ({
  LazyRemoteOutlet: ({ domain, view = 'routes' }: { domain: string; view?: string }) => (
    <div data-remote={domain} data-view={view} />
  ),
}));

// The session call answers "signed out" (loadSession uses fetch).
beforeAll(() => {
  global.fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => ({ user: null, csrfToken: null }) }) as unknown as typeof fetch;
  localStorage.setItem('jad_cookies_accepted', 'true');
});

async function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const view = await renderInApp(<ShellFrame />);
  await act(async () => undefined);
  // The footer comes in the render after the first one (useAfterFirstPaint): let that task run too.
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return view;
}

test.each([
  ['/', true, true, null],
  ['/auth/signin', false, false, 'account'],
  ['/auth/signup', false, false, 'account'],
  ['/feed', true, false, 'social'],
  ['/questionnaire', true, false, 'plans'],
  ['/activities', true, false, 'activities'],
  ['/activity-detail', true, true, 'activities'],
  ['/plans', true, true, 'plans'],
  ['/hotels', true, true, 'hotels'],
  ['/about-us', true, true, null],
  ['/no-such-page', true, true, null],
])('%s: navbar %s, footer %s, remote %s', async (path, navbar, footer, remote) => {
  const { container, unmount } = await renderAt(path);
  expect(screen.queryByTestId('navbar') !== null).toBe(navbar);
  expect(screen.queryByTestId('footer') !== null).toBe(footer);
  expect(screen.queryByRole('link', { name: 'Skip to main content' }) !== null).toBe(navbar);
  const main = container.querySelector('main#main');
  expect(main).not.toBeNull();
  expect(main?.querySelector('[data-view="routes"]')?.getAttribute('data-remote') ?? null).toBe(remote);
  unmount();
});

test('an unknown path shows the not-found view with a way home', async () => {
  const { unmount } = await renderAt('/no-such-page');
  expect(screen.getByText('The page you are looking for was not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found · JAD Travel');
  unmount();
});

test('the session is loaded at start and a visitor sees no bell', async () => {
  const { unmount } = await renderAt('/');
  expect(global.fetch).toHaveBeenCalledWith('/api/v1/auth/session', expect.anything());
  expect(appStore.getState().sessionStatus).toBe('unauthenticated');
  expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  unmount();
});
