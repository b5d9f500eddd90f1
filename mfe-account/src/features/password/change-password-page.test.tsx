import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@jad/shared-ui';
import { fail, goTo, ok, renderInApp, signIn } from '@/test/render';
import { ChangePasswordPage } from './components/change-password-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('ChangePasswordPage', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => goTo('/account/change-password'));

  it('sends the current and the new password, then goes back to the profile editor', async () => {
    signIn();
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Password has been changed' }));
    await renderInApp(<ChangePasswordPage />);
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByTestId('change-password-submit');
    await user.type(screen.getByLabelText(/^Current password/), 'Dubai-demo-2026');
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/account/edit-profile'));
    expect(post).toHaveBeenCalledWith('/users/change-password', {
      current_password: 'Dubai-demo-2026',
      new_password: 'a new passphrase',
    });
  });

  it("shows the server's refusal in the form and stays; Cancel goes back without sending", async () => {
    signIn();
    const post = jest.spyOn(api, 'post').mockRejectedValue(fail(400, 'Password is incorrect'));
    await renderInApp(<ChangePasswordPage />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(window.location.pathname).toBe('/account/change-password');
    expect(post).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(window.location.pathname).toBe('/account/edit-profile');
    expect(post).toHaveBeenCalledTimes(1);
  });
});
