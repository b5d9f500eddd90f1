import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, appStore, bus } from '@jad/shared-ui';
import { fail, goTo, mockSessionFetch, ok, renderInApp, signedInUser, signOutLocally } from '@/test/render';
import { SignInPage } from './components/sign-in-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('SignInPage', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => {
    signOutLocally();
    jest.spyOn(api, 'get').mockResolvedValue(ok([]));
    mockSessionFetch(signedInUser);
  });

  it('explains SessionRequired, signs in, loads the session, announces it and returns to callbackUrl', async () => {
    goTo('/auth/signin?error=SessionRequired&callbackUrl=%2Fwishlist');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(
        ok({ message: 'Signed in successfully', user: signedInUser, csrfToken: 'csrf-2', token: 't' }),
      );
    const announced = jest.fn();
    const off = bus.on('account:signed-in', announced);
    const toasts = jest.fn();
    const offToast = bus.on('shell:toast-requested', toasts);
    await renderInApp(<SignInPage />);
    expect(screen.getByTestId('signin-error')).toHaveTextContent('Please sign in to continue');
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'sara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Dubai-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/wishlist'));
    expect(post).toHaveBeenCalledWith('/users/sign-in', { email: 'sara@example.com', password: 'Dubai-demo-2026' });
    expect(toasts).toHaveBeenCalledWith({ message: 'Signed in successfully', severity: 'success' });
    expect(announced).toHaveBeenCalledWith({ user: signedInUser });
    expect(appStore.getState()).toMatchObject({ sessionStatus: 'authenticated', csrfToken: 'csrf-2' });
    off();
    offToast();
  });

  it("shows the server's message when sign-in fails and stays", async () => {
    goTo('/auth/signin');
    jest.spyOn(api, 'post').mockRejectedValue(fail(401, 'Invalid email or password'));
    const toasts = jest.fn();
    const offToast = bus.on('shell:toast-requested', toasts);
    await renderInApp(<SignInPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'x@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.location.pathname).toBe('/auth/signin');
    // The failure is shown once, in the form: no toast repeats it.
    expect(toasts).not.toHaveBeenCalled();
    offToast();
  });

  it('never returns to another site', async () => {
    goTo('/auth/signin?callbackUrl=https%3A%2F%2Fevil.example');
    jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'Signed in successfully', user: signedInUser, csrfToken: 'c', token: 't' }));
    await renderInApp(<SignInPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'sara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Dubai-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  // Issue 9 second round, item 2: '/\t/evil.example/' passed the old check; a browser drops the tab and lands on
  // //evil.example. The page now uses shared-ui's safeReturnPath, as the api does.
  it.each([
    '/\t/evil.example/',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/\uff0fevil.example',
    '/..//evil.example',
    'javascript:alert(1)',
  ])('hands neither the social buttons nor the sign-up link the callbackUrl %j', async (hostile) => {
    goTo(`/auth/signin?callbackUrl=${encodeURIComponent(hostile)}`);
    jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok([{ id: 'google', name: 'Google', signinUrl: '/api/v1/auth/signin/google' }]));
    await renderInApp(<SignInPage />);
    expect(await screen.findByTestId('social-google')).toHaveAttribute(
      'href',
      '/api/v1/auth/signin/google?callbackUrl=%2F',
    );
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/auth/signup');
  });

  it('keeps a same-origin callbackUrl for the social buttons', async () => {
    goTo(`/auth/signin?callbackUrl=${encodeURIComponent('/hotels/jbr?q=dubai%20marina')}`);
    jest
      .spyOn(api, 'get')
      .mockResolvedValue(ok([{ id: 'google', name: 'Google', signinUrl: '/api/v1/auth/signin/google' }]));
    await renderInApp(<SignInPage />);
    expect(await screen.findByTestId('social-google')).toHaveAttribute(
      'href',
      `/api/v1/auth/signin/google?callbackUrl=${encodeURIComponent('/hotels/jbr?q=dubai%20marina')}`,
    );
  });

  it('renders in Arabic', async () => {
    goTo('/auth/signin');
    await renderInApp(<SignInPage />, 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
  });
});
