import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api, appStore, type SessionUser } from '@jad/shared-ui';
import { renderInApp } from '@/test/render';
import { cleanNational } from './countries';
import { PhoneVerificationModal } from './phone-verification-modal';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const ok = <T,>(data: T): AxiosResponse<T> => ({ data, status: 200, statusText: 'OK', headers: {}, config });
const notFound = (message: string) =>
  new AxiosError(message, 'ERR_BAD_REQUEST', config, undefined, {
    data: { statusCode: 404, message },
    status: 404,
    statusText: 'Not Found',
    headers: {},
    config,
  } as AxiosResponse);

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
    jest.restoreAllMocks();
    globalThis.fetch = realFetch;
  });

  it('opens on the bus event, defaults to the UAE, keeps digits only, then verifies the code and saves the number', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockImplementation(async (url: string) =>
        ok({ message: url === '/phone/send-otp' ? 'OTP has been sent successfully' : 'OTP has been verified' }),
      );
    const put = jest.spyOn(api, 'put').mockResolvedValue(ok({}));
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
    expect(post).toHaveBeenCalledWith('/phone/send-otp', { phone: '+971501234567' });
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('60');
    expect(boxes()).toHaveLength(6);
    await ue.click(boxes()[0]!);
    await ue.keyboard('12');
    await ue.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    await ue.keyboard('23456');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/phone/verify-otp', { phone: '+971501234567', code: '123456' }),
    );
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users', { phone_number: '+971501234567' }));
    await waitFor(() => expect(appStore.getState().phone_modal).toBe(false));
  });

  it("shows 'OTP is invalid' on a 404, and asks for the password to replace a number", async () => {
    act(() => appStore.getState().setSession({ user: { ...user, phone_number: '+971500000000' }, csrfToken: 'c' }));
    jest.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url === '/phone/verify-otp') throw notFound('OTP is invalid');
      return ok({ message: 'OTP has been sent successfully' });
    });
    act(() => appStore.getState().togglePhoneModal(true));
    await renderInApp(<PhoneVerificationModal />);
    const ue = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await ue.type(screen.getByTestId('phone-input'), '501112233');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeDisabled();
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

  it('limits a number to 15 digits with its calling code, without the trunk 0', () => {
    expect(cleanNational('0501234567890123', '971')).toBe('501234567890');
    expect(cleanNational('020 7946 0958', '44')).toBe('2079460958');
  });
});
