import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, fakeApi, renderScreen, signedInUser } from '@/test/render';
import { ChangePasswordPage } from './components/change-password-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const PATH = '/account/change-password';

describe('ChangePasswordPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('sends the current and the new password, then goes back to the profile editor', async () => {
    api = fakeApi({
      'POST /users/change-password': {
        status: 200,
        data: { message: 'Password has been changed', code: 'password_changed' },
      },
    });
    await renderScreen(<ChangePasswordPage />, { path: PATH, user: signedInUser });
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByTestId('change-password-submit');
    await user.type(screen.getByLabelText(/^Current password/), 'Dubai-demo-2026');
    await user.type(screen.getByLabelText(/^New password/), 'a new passphrase');
    await user.click(submit);
    // The second box is checked before anything is sent.
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new passphrase');
    await user.click(submit);
    await waitFor(() => expect(window.location.pathname).toBe('/account/edit-profile'));
    expect(api.callsTo('POST /users/change-password').map((c) => c.body)).toEqual([
      { current_password: 'Dubai-demo-2026', new_password: 'a new passphrase' },
    ]);
  });

  it('puts a wrong current password under its field, in Arabic, and stays; Cancel goes back without sending', async () => {
    api = fakeApi({ 'POST /users/change-password': apiFailure(400, 'password_incorrect', 'Password is incorrect') });
    await renderScreen(<ChangePasswordPage />, { path: PATH, user: signedInUser, lang: 'ar' });
    const user = userEvent.setup({ delay: null });
    const current = screen.getByLabelText(/^كلمة المرور الحالية/);
    await user.type(current, 'wrong-password');
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'a new passphrase');
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'a new passphrase');
    await user.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    const text = document.getElementById(current.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(text).not.toBe('');
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.pathname).toBe(PATH);
    await user.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(window.location.pathname).toBe('/account/edit-profile');
    expect(api.calls).toHaveLength(1);
  });
});
