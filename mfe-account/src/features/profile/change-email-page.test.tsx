import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, bus } from '@jad/shared-ui';
import { fail, goTo, mockSessionFetch, ok, renderInApp, signedInUser, signIn } from '@/test/render';
import { ChangeEmailPage } from './components/change-email-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('ChangeEmailPage', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => goTo('/account/change-email'));

  it('sends the new address with the password, then asks for the code mailed to it', async () => {
    signIn({ email_verified: true });
    const changed = { ...signedInUser, email: 'sara.new@example.com', email_verified: false };
    const put = jest.spyOn(api, 'put').mockResolvedValue(ok(changed));
    mockSessionFetch(changed);
    await renderInApp(<ChangeEmailPage />);
    expect(screen.getByTestId('current-email')).toHaveTextContent('sara@example.com');
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByTestId('change-email-submit');
    await user.type(screen.getByLabelText(/New e-mail/), 'sara.new@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Current password/), 'Dubai-demo-2026');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/verify-email'));
    expect(put).toHaveBeenCalledWith('/users', { email: 'sara.new@example.com', password: 'Dubai-demo-2026' });
    expect(new URL(window.location.href).searchParams.get('sent')).toBe('1');
    expect(new URL(window.location.href).searchParams.get('callbackUrl')).toBe('/account/edit-profile');
  });

  it('refuses the same address and a malformed one before calling the api', async () => {
    signIn();
    const put = jest.spyOn(api, 'put');
    await renderInApp(<ChangeEmailPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/Current password/), 'x');
    await user.type(screen.getByLabelText(/New e-mail/), 'SARA@example.com');
    await user.tab();
    expect(screen.getByText('This is already your e-mail address.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/New e-mail/));
    await user.type(screen.getByLabelText(/New e-mail/), 'not-an-address');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByTestId('change-email-submit')).toBeDisabled();
    expect(put).not.toHaveBeenCalled();
  });

  it("shows the server's refusal once, in the form, and stays", async () => {
    signIn();
    jest.spyOn(api, 'put').mockRejectedValue(fail(400, 'Password is incorrect'));
    const toasts = jest.fn();
    const off = bus.on('shell:toast-requested', toasts);
    await renderInApp(<ChangeEmailPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/New e-mail/), 'other@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'wrong-password');
    await user.click(screen.getByTestId('change-email-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(toasts).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/account/change-email');
    off();
  });

  it('renders in Arabic', async () => {
    signIn();
    await renderInApp(<ChangeEmailPage />, 'ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('تغيير البريد الإلكتروني');
    expect(screen.getByLabelText(/البريد الإلكتروني الجديد/)).toBeInTheDocument();
  });
});
