import { act, render, screen } from '@testing-library/react';
import { api } from '../data/client';
import { signOut } from '../session';
import { appStore } from '../store/app-store';
import type { SessionStatus } from '../store/app-state';
import { RequireAuth, signInPath } from './require-auth';

function renderAt(url: string, status: SessionStatus) {
  window.history.replaceState(null, '', url);
  appStore.getState().setField('sessionStatus', status);
  return render(
    <RequireAuth>
      <p>secret plans</p>
    </RequireAuth>,
  );
}

const here = () => new URL(window.location.href);

afterEach(() => {
  act(() => appStore.getState().setField('sessionStatus', 'loading'));
});

describe('RequireAuth', () => {
  it('renders the children for a signed-in user', () => {
    renderAt('/plans', 'authenticated');
    expect(screen.getByText('secret plans')).toBeInTheDocument();
    expect(here().pathname).toBe('/plans');
  });

  it('shows the loading indicator while the session loads', () => {
    renderAt('/plans', 'loading');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('secret plans')).toBeNull();
  });

  it('sends a visitor to sign in with SessionRequired and the page to come back to', () => {
    renderAt('/plan?pid=abc&x=1', 'unauthenticated');
    expect(screen.queryByText('secret plans')).toBeNull();
    expect(here().pathname).toBe('/auth/signin');
    expect(here().searchParams.get('error')).toBe('SessionRequired');
    expect(here().searchParams.get('callbackUrl')).toBe('/plan?pid=abc&x=1');
  });

  it('redirects when the session ends while on the page', () => {
    renderAt('/wishlist', 'authenticated');
    act(() => appStore.getState().setField('sessionStatus', 'unauthenticated'));
    expect(`${here().pathname}${here().search}`).toBe('/auth/signin?error=SessionRequired&callbackUrl=%2Fwishlist');
  });

  it('goes to / (not to sign-in) when the person signs out while on the page', async () => {
    renderAt('/wishlist', 'authenticated');
    const original = api.defaults.adapter;
    api.defaults.adapter = async (config) => ({
      data: { ok: true },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
    try {
      await act(async () => {
        await signOut();
      });
    } finally {
      api.defaults.adapter = original;
    }
    expect(screen.queryByText('secret plans')).toBeNull();
    expect(`${here().pathname}${here().search}`).toBe('/');
  });

  it('builds the sign-in path with the return address encoded', () => {
    expect(signInPath('/plan?pid=a&b=1')).toBe(
      '/auth/signin?error=SessionRequired&callbackUrl=%2Fplan%3Fpid%3Da%26b%3D1',
    );
  });
});
