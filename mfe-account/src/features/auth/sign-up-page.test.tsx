import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@jad/shared-ui';
import { goTo, mockSessionFetch, ok, renderInApp, signedInUser, signOutLocally } from '@/test/render';
import { SignUpPage } from './components/sign-up-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('SignUpPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('enables the button only when complete, then goes to the e-mail code keeping callbackUrl', async () => {
    signOutLocally();
    goTo('/auth/signup?callbackUrl=%2Fplans');
    jest.spyOn(api, 'get').mockResolvedValue(ok([]));
    mockSessionFetch(signedInUser);
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ message: 'Account created successfully', user: signedInUser, csrfToken: 'c', token: 't' }, 201));
    await renderInApp(<SignUpPage />);
    const user = userEvent.setup({ delay: null });
    const submit = screen.getByRole('button', { name: 'Create account' });
    await user.type(screen.getByLabelText(/First name/), 'Sara');
    await user.type(screen.getByLabelText(/Last name/), 'Al Mansoori');
    await user.type(screen.getByLabelText(/E-mail/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), ' but long enough');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe('/auth/verify-email?sent=1&callbackUrl=%2Fplans'));
    expect(post).toHaveBeenCalledWith('/users/sign-up', { first_name: 'Sara', last_name: 'Al Mansoori', email: 'new@example.com', password: 'short but long enough' });
  });
});
