import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@jad/shared-ui';
import { fail, goTo, ok, renderInApp } from '@/test/render';
import { ForgotPasswordPage } from './components/forgot-password-page';
import { ResetPasswordPage } from './components/reset-password-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('forgot and reset password', () => {
  afterEach(() => jest.restoreAllMocks());

  it('forgot: sends the e-mail, then shows check-your-email with a resend countdown', async () => {
    goTo('/auth/forgot-password');
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Email has been sent' }));
    await renderInApp(<ForgotPasswordPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/E-mail/), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByTestId('check-your-email')).toBeInTheDocument();
    expect(screen.getByText(/sara@example.com/)).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60');
    expect(post).toHaveBeenCalledWith('/users/reset-password', { email: 'sara@example.com' });
  });

  it("shows 'The link has expired.' for a dead link", async () => {
    goTo('/auth/reset-password?token=old-token-old-token-old');
    jest.spyOn(api, 'post').mockRejectedValue(fail(400, 'The link has expired.'));
    await renderInApp(<ResetPasswordPage />);
    expect(await screen.findByTestId('link-expired')).toBeInTheDocument();
    expect(screen.getByText('The link has expired.')).toBeInTheDocument();
  });

  it('sets a new password typed twice', async () => {
    goTo('/auth/reset-password?token=good-token-good-token-good');
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Password has been changed' }));
    await renderInApp(<ResetPasswordPage />);
    const user = userEvent.setup({ delay: null });
    const submit = await screen.findByRole('button', { name: 'Save new password' });
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrasX');
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(submit);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/users/reset-password/confirm', {
        token: 'good-token-good-token-good',
        password: 'a new passphrase',
      }),
    );
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
  });
});
