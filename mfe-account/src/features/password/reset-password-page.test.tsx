import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, fakeApi, renderScreen } from '@/test/render';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { ResetPasswordPage } from './components/reset-password-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const expired = apiFailure(400, 'link_expired', 'The link has expired.');
const changed = { status: 200, data: { message: 'Password has been changed', code: 'password_changed' } };

describe('forgot and reset password', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('forgot: checks the address, sends it, then shows check-your-email with a resend countdown', async () => {
    api = fakeApi({ 'POST /users/reset-password': { status: 200, data: { message: 'Email has been sent' } } });
    await renderScreen(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'sara@');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('check-your-email')).toBeInTheDocument();
    expect(screen.getByText(/sara@example.com/)).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60');
    expect(api.callsTo('POST /users/reset-password').map((c) => c.body)).toEqual([{ email: 'sara@example.com' }]);
  });

  it("shows 'The link has expired.' for a dead link", async () => {
    api = fakeApi({ 'POST /users/reset-password/check': expired });
    await renderScreen(<ResetPasswordPage />, { path: '/auth/reset-password?token=old-token-old-token-old' });
    expect(await screen.findByTestId('link-expired')).toBeInTheDocument();
    expect(screen.getByText('The link has expired.')).toBeInTheDocument();
  });

  it('sets a new password typed twice', async () => {
    api = fakeApi({
      'POST /users/reset-password/check': { status: 200, data: { message: 'The link is valid', code: 'link_valid' } },
      'POST /users/reset-password/confirm': changed,
    });
    await renderScreen(<ResetPasswordPage />, { path: '/auth/reset-password?token=good-token-good-token-good' });
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'Save new password' });
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrasX');
    await user.click(submit);
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /users/reset-password/confirm')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(submit);
    await waitFor(() =>
      expect(api.callsTo('POST /users/reset-password/confirm').map((c) => c.body)).toEqual([
        { token: 'good-token-good-token-good', password: 'a new passphrase' },
      ]),
    );
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
  });

  it('a link that expires while the form is open turns into the expired page', async () => {
    api = fakeApi({
      'POST /users/reset-password/check': { status: 200, data: { message: 'The link is valid', code: 'link_valid' } },
      'POST /users/reset-password/confirm': expired,
    });
    await renderScreen(<ResetPasswordPage />, { path: '/auth/reset-password?token=late-token-late-token-late' });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^New password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByTestId('link-expired')).toBeInTheDocument();
  });
});
