import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { fakeAdapter } from '../test-utils/fake-adapter';
import { ApiError, toApiError } from './api-error';
import { fieldErrorsOf, messageOf, useApiMessage } from './api-message';
import { api } from './client';
import { apiPost } from './request';
import en from '../i18n/locales/errors.en.json';
import ar from '../i18n/locales/errors.ar.json';

const refused = (data: unknown, status = 400) => {
  api.defaults.adapter = fakeAdapter(() => ({ status, data })).adapter;
  return apiPost('/x').catch((e: unknown) => e);
};

describe('messages of api errors in the user language', () => {
  const original = api.defaults.adapter;
  afterEach(async () => {
    api.defaults.adapter = original;
    await i18n.changeLanguage('en');
  });

  it('a known code is shown in the current language, with its params', async () => {
    const error = await refused({ message: 'Hotel not found', code: 'not_found' }, 404);
    expect(messageOf(error)).toBe(en.not_found);
    await i18n.changeLanguage('ar');
    expect(messageOf(error)).toBe(ar.not_found);
  });

  it("an unknown code or no code falls back to the server's message (400–405), else the generic text", async () => {
    expect(messageOf(await refused({ message: 'OTP is invalid', code: 'otp_invalid_unknown_here' }))).toBe(
      'OTP is invalid',
    );
    expect(messageOf(await refused({ message: 'Invalid id' }))).toBe('Invalid id');
    expect(messageOf(await refused({}, 404))).toBe('Something went wrong');
    expect(messageOf(await refused({ message: 'stack trace' }, 500))).toBe('Something went wrong');
    await i18n.changeLanguage('ar');
    expect(messageOf(await refused({ message: 'stack trace' }, 500))).toBe('حدث خطأ ما');
    expect(messageOf(new ApiError(null, 'Network Error', 'network_error'))).toBe('حدث خطأ ما');
  });

  it('field errors by field name: the code in the current language with params, else the server text', async () => {
    const error = await refused({
      message: 'invalid',
      code: 'validation_failed',
      fields: [
        { field: 'caption', code: 'too_long', message: 'Too long', params: { max: 500 } },
        { field: 'name', code: 'required', message: 'Required' },
        { field: 'date', code: 'not_a_known_code', message: 'Date is in the past' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({
      caption: en.field.too_long.replace('{{max}}', '500'),
      name: en.field.required,
      date: 'Date is in the past',
    });
    await i18n.changeLanguage('ar');
    expect(fieldErrorsOf(error).caption).toBe(ar.field.too_long.replace('{{max}}', '500'));
  });

  it('useApiMessage re-renders in the new language', async () => {
    const error = toApiError({
      isAxiosError: true,
      message: 'x',
      response: { status: 403, data: { code: 'forbidden' } },
    });
    function Shown() {
      const { messageOf: text } = useApiMessage();
      return <p>{text(error)}</p>;
    }
    const { unmount } = render(<Shown />);
    expect(screen.getByText(en.forbidden)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText(ar.forbidden)).toBeInTheDocument();
    unmount();
  });
});
