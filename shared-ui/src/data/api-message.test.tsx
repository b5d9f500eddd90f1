import { act, render, screen } from '@testing-library/react';
import { errorTextsLoaded, loadErrorTexts, resetErrorTexts } from '../i18n/error-texts';
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
    await loadErrorTexts('ar');
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
    await loadErrorTexts('ar');
    expect(fieldErrorsOf(error).caption).toBe(ar.field.too_long.replace('{{max}}', '500'));
  });

  it('useApiMessage re-renders in the new language', async () => {
    const error = toApiError({
      isHttpError: true,
      message: 'x',
      response: { status: 403, data: { code: 'forbidden' } },
    });
    function Shown() {
      const { messageOf: text } = useApiMessage();
      return <p>{text(error)}</p>;
    }
    const { unmount } = render(<Shown />);
    expect(await screen.findByText(en.forbidden)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText(ar.forbidden)).toBeInTheDocument();
    unmount();
  });
});

describe('the error texts load on first need, for the active language only', () => {
  const original = api.defaults.adapter;
  beforeEach(() => resetErrorTexts());
  afterEach(async () => {
    api.defaults.adapter = original;
    await i18n.changeLanguage('en');
  });

  it('nothing is loaded until a message needs them, and a language switch alone loads nothing', async () => {
    expect(errorTextsLoaded('en')).toBe(false);
    await i18n.changeLanguage('ar');
    await Promise.resolve();
    expect(errorTextsLoaded('ar')).toBe(false);
    expect(errorTextsLoaded('en')).toBe(false);
  });

  it('an answer with a code reaches its caller once the texts of the active language are there, not the other', async () => {
    await i18n.changeLanguage('ar');
    const error = await refused({ message: 'Hotel not found', code: 'not_found' }, 404);
    expect(messageOf(error)).toBe(ar.not_found);
    expect(errorTextsLoaded('ar')).toBe(true);
    expect(errorTextsLoaded('en')).toBe(false);
    // Once needed they follow the language.
    await act(() => i18n.changeLanguage('en'));
    await loadErrorTexts();
    expect(messageOf(error)).toBe(en.not_found);
  });

  it('a message shown before the texts loaded turns into the translated one when they arrive', async () => {
    await i18n.changeLanguage('ar');
    const error = toApiError({
      isHttpError: true,
      message: 'x',
      response: { status: 404, data: { code: 'not_found', message: 'Hotel not found' } },
    });
    // Before anything loads, the server's own text (400–405) is the fallback.
    expect(messageOf(error)).toBe('Hotel not found');
    function Shown() {
      const { messageOf: text } = useApiMessage();
      return <p>{text(error)}</p>;
    }
    const { unmount } = render(<Shown />);
    expect(await screen.findByText(ar.not_found)).toBeInTheDocument();
    expect(screen.queryByText('Hotel not found')).not.toBeInTheDocument();
    unmount();
  });
});
