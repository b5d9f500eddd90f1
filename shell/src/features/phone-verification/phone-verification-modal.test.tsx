import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, type SessionUser } from '@jad/shared-ui';
import { apiFailure, fakeApi, renderInApp } from '@/test/render';
import { cleanNational } from './countries';
import { PhoneVerificationModal } from './phone-verification-modal';

const sent = { status: 200, data: { message: 'OTP has been sent successfully', code: 'otp_sent' } };
const verified = { status: 200, data: { message: 'OTP has been verified', code: 'otp_verified' } };

const user = {
  uuid: 'u-1',
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'A',
  language: 'en',
  is_dark_mode: false,
  phone_number: null,
  email_verified: true,
  profile: { profile_id: 'p', profile_picture: null, is_verified: false },
} satisfies SessionUser;

const boxes = () => screen.getAllByRole('textbox', { name: /Verification code digit/ }) as HTMLInputElement[];

// Typing through MUI fields in jsdom is slow on a busy machine.
jest.setTimeout(90_000);

const realFetch = globalThis.fetch;

describe('PhoneVerificationModal', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    act(() => {
      appStore.getState().setSession({ user, csrfToken: 'c' });
      appStore.getState().togglePhoneModal(false);
    });
    // loadSession (after the number is saved) reads the session with fetch, which jsdom lacks.
    globalThis.fetch = jest.fn(
      async () =>
        ({
          ok: true,
          status: 200,
          json: async () => ({ user: { ...user, phone_number: '+971501234567' }, csrfToken: 'c' }),
        }) as Response,
    );
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('opens on the bus event, defaults to the UAE, keeps digits only, then verifies the code and saves the number', async () => {
    api = fakeApi({ 'POST /phone/send-otp': sent, 'POST /phone/verify-otp': verified, 'PUT /users': { status: 200 } });
    await renderInApp(<PhoneVerificationModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => appStore.getState().togglePhoneModal(true));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByDisplayValue('+971')).toBeInTheDocument();
    const ue = userEvent.setup({ delay: null });
    const phone = screen.getByTestId('phone-input') as HTMLInputElement;
    await ue.type(phone, '05a0-123 4567');
    expect(phone.value).toBe('501234567');
    await ue.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(api.callsTo('POST /phone/send-otp').map((c) => c.body)).toEqual([{ phone: '+971501234567' }]),
    );
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('60');
    expect(boxes()).toHaveLength(6);
    await ue.click(boxes()[0]!);
    await ue.keyboard('12');
    await ue.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    await ue.keyboard('23456');
    await waitFor(() =>
      expect(api.callsTo('POST /phone/verify-otp').map((c) => c.body)).toEqual([
        { phone: '+971501234567', code: '123456' },
      ]),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /users').map((c) => c.body)).toEqual([{ phone_number: '+971501234567' }]),
    );
    await waitFor(() => expect(appStore.getState().phone_modal).toBe(false));
  });

  it("shows 'OTP is invalid' on a 404, and asks for the password to replace a number", async () => {
    act(() => appStore.getState().setSession({ user: { ...user, phone_number: '+971500000000' }, csrfToken: 'c' }));
    api = fakeApi({
      'POST /phone/send-otp': sent,
      'POST /phone/verify-otp': apiFailure(404, 'otp_invalid', 'OTP is invalid'),
    });
    act(() => appStore.getState().togglePhoneModal(true));
    await renderInApp(<PhoneVerificationModal />);
    const ue = userEvent.setup({ delay: null });
    await ue.type(screen.getByTestId('phone-input'), '501112233');
    await ue.click(screen.getByRole('button', { name: 'Send code' }));
    // The password is asked for, under its field; nothing is sent without it.
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await ue.type(screen.getByLabelText(/Current password/), 'my password');
    await ue.click(screen.getByRole('button', { name: 'Send code' }));
    await ue.click((await screen.findAllByRole('textbox', { name: /Verification code digit/ }))[0]!);
    await ue.keyboard('999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP is invalid');
    expect(
      boxes()
        .map((b) => b.value)
        .join(''),
    ).toBe('');
  });

  it('checks the number with the shared phone rule, in Arabic, and puts the api refusal under it', async () => {
    api = fakeApi({
      'POST /phone/send-otp': apiFailure(400, 'validation_failed', 'Some fields are not valid', [
        { field: 'phone', code: 'invalid_phone', message: 'phone must be a valid phone number' },
      ]),
    });
    act(() => appStore.getState().togglePhoneModal(true));
    await renderInApp(<PhoneVerificationModal />, 'ar');
    const ue = userEvent.setup({ delay: null });
    const phone = screen.getByTestId('phone-input');
    await ue.type(phone, '12');
    await ue.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    const text = () => document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent ?? '';
    expect(text()).not.toMatch(/[A-Za-z]/);
    expect(api.calls).toHaveLength(0);
    // A number the client accepts and the api refuses: the api's field error, under the same field.
    await ue.clear(phone);
    await ue.type(phone, '501234567');
    await ue.click(screen.getByRole('button', { name: 'إرسال الرمز' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(text()).toBe('يجب أن يكون رقم هاتف صالحًا');
  });

  it('limits a number to 15 digits with its calling code, without the trunk 0', () => {
    expect(cleanNational('0501234567890123', '971')).toBe('501234567890');
    expect(cleanNational('020 7946 0958', '44')).toBe('2079460958');
  });
});
