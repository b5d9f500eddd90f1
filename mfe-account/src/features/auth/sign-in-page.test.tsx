import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, bus } from '@jad/shared-ui';
import { apiFailure, fakeApi, mockSessionFetch, renderScreen, signedInUser, signOutLocally } from '@/test/render';
import { SignInPage } from './components/sign-in-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const google = [{ id: 'google', name: 'Google', signinUrl: '/api/v1/auth/signin/google' }];
const signedIn = {
  message: 'Signed in successfully',
  code: 'signed_in',
  user: signedInUser,
  csrfToken: 'c',
  token: 't',
};

describe('SignInPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });
  beforeEach(() => {
    signOutLocally();
    mockSessionFetch(signedInUser);
  });

  const fillAndSend = async (email: string, password: string) => {
    const user = userEvent.setup({ delay: null });
    if (email) await user.type(screen.getByLabelText(/E-mail|البريد/), email);
    if (password) await user.type(screen.getByLabelText(/^Password|^كلمة المرور/), password);
    await user.click(screen.getByRole('button', { name: /^Sign in$|^تسجيل الدخول$/ }));
  };

  it('explains SessionRequired, signs in, loads the session, announces it and returns to callbackUrl', async () => {
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-in': { status: 200, data: signedIn },
    });
    const announced = jest.fn();
    const off = bus.on('account:signed-in', announced);
    const toasts = jest.fn();
    const offToast = bus.on('shell:toast-requested', toasts);
    await renderScreen(<SignInPage />, { path: '/auth/signin?error=SessionRequired&callbackUrl=%2Fwishlist' });
    expect(screen.getByTestId('signin-error')).toHaveTextContent('Please sign in to continue');
    await fillAndSend(' sara@example.com', 'Dubai-demo-2026');
    await waitFor(() => expect(window.location.pathname).toBe('/wishlist'));
    expect(api.callsTo('POST /users/sign-in').map((c) => c.body)).toEqual([
      { email: 'sara@example.com', password: 'Dubai-demo-2026' },
    ]);
    expect(toasts).toHaveBeenCalledWith({ message: 'Signed in successfully', severity: 'success' });
    expect(announced).toHaveBeenCalledWith({ user: signedInUser });
    expect(appStore.getState()).toMatchObject({ sessionStatus: 'authenticated', csrfToken: 'csrf-2' });
    off();
    offToast();
  });

  it("shows the server's refusal once, in the user's language, and stays", async () => {
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-in': apiFailure(401, 'invalid_credentials', 'Invalid email or password'),
    });
    const toasts = jest.fn();
    const offToast = bus.on('shell:toast-requested', toasts);
    await renderScreen(<SignInPage />, { path: '/auth/signin', lang: 'ar' });
    await fillAndSend('x@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(window.location.pathname).toBe('/auth/signin');
    // The failure is shown once, in the form: no toast repeats it.
    expect(toasts).not.toHaveBeenCalled();
    offToast();
  });

  it('checks the fields before sending: each problem once, under its field', async () => {
    api = fakeApi({ 'GET /auth/providers': { status: 200, data: [] } });
    await renderScreen(<SignInPage />, { path: '/auth/signin' });
    await fillAndSend('not-an-address', '');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(api.callsTo('POST /users/sign-in')).toHaveLength(0);
  });

  it('never returns to another site', async () => {
    api = fakeApi({
      'GET /auth/providers': { status: 200, data: [] },
      'POST /users/sign-in': { status: 200, data: signedIn },
    });
    await renderScreen(<SignInPage />, { path: '/auth/signin?callbackUrl=https%3A%2F%2Fevil.example' });
    await fillAndSend('sara@example.com', 'Dubai-demo-2026');
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
    api = fakeApi({ 'GET /auth/providers': { status: 200, data: google } });
    await renderScreen(<SignInPage />, { path: `/auth/signin?callbackUrl=${encodeURIComponent(hostile)}` });
    expect(await screen.findByTestId('social-google')).toHaveAttribute(
      'href',
      '/api/v1/auth/signin/google?callbackUrl=%2F',
    );
    expect(screen.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/auth/signup');
  });

  it('keeps a same-origin callbackUrl for the social buttons', async () => {
    api = fakeApi({ 'GET /auth/providers': { status: 200, data: google } });
    await renderScreen(<SignInPage />, {
      path: `/auth/signin?callbackUrl=${encodeURIComponent('/hotels/jbr?q=dubai%20marina')}`,
    });
    expect(await screen.findByTestId('social-google')).toHaveAttribute(
      'href',
      `/api/v1/auth/signin/google?callbackUrl=${encodeURIComponent('/hotels/jbr?q=dubai%20marina')}`,
    );
  });

  it('renders in Arabic', async () => {
    api = fakeApi({ 'GET /auth/providers': { status: 200, data: [] } });
    await renderScreen(<SignInPage />, { path: '/auth/signin', lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تسجيل الدخول');
  });
});
