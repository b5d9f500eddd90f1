import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@jad/shared-ui';
import { fail, goTo, mockSessionFetch, ok, renderInApp, signedInUser, signIn } from '@/test/render';
import { VerifyEmailPage } from './components/verify-email-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('VerifyEmailPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('waits 60 s to resend right after sign-up, and verifies the six digits', async () => {
    signIn({ email_verified: false });
    goTo('/auth/verify-email?sent=1&callbackUrl=%2Fplans');
    mockSessionFetch({ ...signedInUser, email_verified: true });
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue(ok({ message: 'Email has been verified', user: { ...signedInUser, email_verified: true } }));
    await renderInApp(<VerifyEmailPage />);
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/email/verify-otp', { code: '123456' }));
    await waitFor(() => expect(window.location.pathname).toBe('/plans'));
  });

  it("shows 'OTP is invalid' and clears the boxes on a wrong code; a visitor-less page can send at once", async () => {
    signIn({ email_verified: false });
    goTo('/auth/verify-email');
    const post = jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url === '/email/verify-otp') throw fail(404, 'OTP is invalid');
      return ok({ message: 'Email has been sent' });
    });
    await renderInApp(<VerifyEmailPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP is invalid');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((b) => b.value).join('')).toBe('');
    await user.click(screen.getByTestId('resend-button'));
    expect(post).toHaveBeenCalledWith('/email/email-otp');
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('60');
  });
});
