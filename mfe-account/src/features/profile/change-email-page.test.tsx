import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@jad/shared-ui';
import { apiFailure, fakeApi, mockSessionFetch, renderScreen, signedInUser } from '@/test/render';
import { ChangeEmailPage } from './components/change-email-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const PATH = '/account/change-email';

describe('ChangeEmailPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('sends the new address with the password, then asks for the code mailed to it', async () => {
    const changed = { ...signedInUser, email: 'sara.new@example.com', email_verified: false };
    api = fakeApi({ 'PUT /users': { status: 200, data: changed } });
    mockSessionFetch(changed);
    await renderScreen(<ChangeEmailPage />, { path: PATH, user: { ...signedInUser, email_verified: true } });
    expect(screen.getByTestId('current-email')).toHaveTextContent('sara@example.com');
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByTestId('change-email-submit');
    await user.type(screen.getByLabelText(/New e-mail/), 'sara.new@example.com');
    await user.click(submit);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Current password/), 'Dubai-demo-2026');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/verify-email'));
    expect(api.callsTo('PUT /users').map((c) => c.body)).toEqual([
      { email: 'sara.new@example.com', password: 'Dubai-demo-2026' },
    ]);
    expect(new URL(window.location.href).searchParams.get('sent')).toBe('1');
    expect(new URL(window.location.href).searchParams.get('callbackUrl')).toBe('/account/edit-profile');
  });

  it('refuses the same address and a malformed one before calling the api', async () => {
    api = fakeApi({});
    await renderScreen(<ChangeEmailPage />, { path: PATH, user: signedInUser });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Current password/), 'x');
    await user.type(screen.getByLabelText(/New e-mail/), 'SARA@example.com');
    await user.tab();
    expect(screen.getByText('This is already your e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New e-mail/));
    await user.type(screen.getByLabelText(/New e-mail/), 'not-an-address');
    await user.click(screen.getByTestId('change-email-submit'));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal once, in the form, and stays", async () => {
    api = fakeApi({
      'PUT /users': apiFailure(503, 'service_unavailable', 'The service is not available at the moment'),
    });
    const toasts = jest.fn();
    const off = bus.on('shell:toast-requested', toasts);
    await renderScreen(<ChangeEmailPage />, { path: PATH, user: signedInUser });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/New e-mail/), 'other@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'wrong-password');
    await user.click(screen.getByTestId('change-email-submit'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(toasts).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(PATH);
    off();
  });

  it('puts a wrong password under the password field, in Arabic', async () => {
    api = fakeApi({ 'PUT /users': apiFailure(400, 'password_incorrect', 'Password is incorrect') });
    await renderScreen(<ChangeEmailPage />, { path: PATH, user: signedInUser, lang: 'ar' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/البريد الإلكتروني الجديد/), 'other@example.com');
    const password = screen.getByLabelText(/كلمة المرور الحالية/);
    await user.type(password, 'wrong-password');
    await user.click(screen.getByTestId('change-email-submit'));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    const text = document.getElementById(password.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(text).not.toBe('');
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders in Arabic', async () => {
    api = fakeApi({});
    await renderScreen(<ChangeEmailPage />, { path: PATH, user: signedInUser, lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تغيير البريد الإلكتروني');
    expect(screen.getByLabelText(/البريد الإلكتروني الجديد/)).toBeInTheDocument();
  });
});
