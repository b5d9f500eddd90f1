import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiFailure, fakeApi, mockSessionFetch, renderScreen, signedInUser } from '@/test/render';
import { VerifyEmailPage } from './components/verify-email-page';

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

describe('VerifyEmailPage', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('waits 60 s to resend right after sign-up, and verifies the six digits', async () => {
    mockSessionFetch({ ...signedInUser, email_verified: true });
    api = fakeApi({
      'POST /email/verify-otp': {
        status: 200,
        data: {
          message: 'Email has been verified',
          code: 'email_verified',
          user: { ...signedInUser, email_verified: true },
        },
      },
    });
    await renderScreen(<VerifyEmailPage />, {
      path: '/auth/verify-email?sent=1&callbackUrl=%2Fplans',
      user: { ...signedInUser, email_verified: false },
    });
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('60');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('123456');
    await waitFor(() => expect(api.callsTo('POST /email/verify-otp').map((c) => c.body)).toEqual([{ code: '123456' }]));
    await waitFor(() => expect(window.location.pathname).toBe('/plans'));
  });

  it("shows 'OTP is invalid' and clears the boxes on a wrong code; a visitor-less page can send at once", async () => {
    api = fakeApi({
      'POST /email/verify-otp': apiFailure(404, 'otp_invalid', 'OTP is invalid'),
      'POST /email/email-otp': { status: 200, data: { message: 'Email has been sent', code: 'email_sent' } },
    });
    await renderScreen(<VerifyEmailPage />, {
      path: '/auth/verify-email',
      user: { ...signedInUser, email_verified: false },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getAllByRole('textbox')[0]!);
    await user.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP is invalid');
    expect((screen.getAllByRole('textbox') as HTMLInputElement[]).map((b) => b.value).join('')).toBe('');
    await user.click(screen.getByTestId('resend-button'));
    await waitFor(() => expect(api.callsTo('POST /email/email-otp')).toHaveLength(1));
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('60');
  });
});
