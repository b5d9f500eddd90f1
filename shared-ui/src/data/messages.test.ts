import { bus } from '../bus/bus';
import type { AppEvents } from '../bus/events';
import { i18n } from '../i18n/i18n';
import { fakeAdapter } from '../test-utils/fake-adapter';
import { api } from './client';
import { messageForResponse, toastResult } from './messages';

describe('messageForResponse (spec §8)', () => {
  it.each([200, 201, 204, 205])('%i with a message → that message, success', (status) => {
    expect(messageForResponse(status, { message: 'Email has been sent' })).toEqual({
      message: 'Email has been sent',
      severity: 'success',
    });
  });

  it.each([200, 205])('%i without a message → Success', (status) => {
    expect(messageForResponse(status, undefined)).toEqual({ message: 'Success', severity: 'success' });
    expect(messageForResponse(status, { message: '' })).toEqual({ message: 'Success', severity: 'success' });
    expect(messageForResponse(status, 'plain text')).toEqual({ message: 'Success', severity: 'success' });
  });

  it.each([400, 401, 403, 404, 405])("%i → the server's error text", (status) => {
    expect(messageForResponse(status, { message: 'OTP is invalid' })).toEqual({
      message: 'OTP is invalid',
      severity: 'error',
    });
  });

  it('400–405 falls back to the error field, then to the generic text', () => {
    expect(messageForResponse(400, { error: 'Invalid id' })).toEqual({ message: 'Invalid id', severity: 'error' });
    expect(messageForResponse(404, {})).toEqual({ message: 'Something went wrong', severity: 'error' });
  });

  it.each([206, 302, 406, 409, 422, 429, 500, 502, 503])('%i → Something went wrong', (status) => {
    expect(messageForResponse(status, { message: 'leaked detail' })).toEqual({
      message: 'Something went wrong',
      severity: 'error',
    });
  });

  it('no status (network failure, timeout) → Something went wrong', () => {
    expect(messageForResponse(null, undefined).message).toBe('Something went wrong');
  });

  it('uses the given translation for the default texts only', () => {
    const t = (key: 'success' | 'somethingWentWrong') => (key === 'success' ? 'تم' : 'خطأ');
    expect(messageForResponse(201, {}, t).message).toBe('تم');
    expect(messageForResponse(500, {}, t).message).toBe('خطأ');
    expect(messageForResponse(400, { message: 'server text' }, t).message).toBe('server text');
  });
});

describe('toastResult', () => {
  const original = api.defaults.adapter;
  let toasts: AppEvents['shell:toast-requested'][];
  let off: () => void;

  beforeEach(() => {
    toasts = [];
    off = bus.on('shell:toast-requested', (t) => toasts.push(t));
  });
  afterEach(async () => {
    off();
    api.defaults.adapter = original;
    await i18n.changeLanguage('en');
  });

  it('toasts the success text and resolves ok with the data', async () => {
    api.defaults.adapter = fakeAdapter(() => ({
      status: 201,
      data: { message: 'OTP has been sent successfully' },
    })).adapter;
    const result = await toastResult(api.post<{ message: string }>('/phone/send-otp', { phone: '+971500000000' }));
    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { message: 'OTP has been sent successfully' },
      message: 'OTP has been sent successfully',
    });
    expect(toasts).toEqual([{ message: 'OTP has been sent successfully', severity: 'success' }]);
  });

  it("toasts the server's text on a 4xx and resolves not ok (never rejects)", async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 404, data: { message: 'OTP is invalid' } })).adapter;
    const result = await toastResult(api.post('/phone/verify-otp', { phone: '+971', code: '123456' }));
    expect(result).toMatchObject({ ok: false, status: 404, message: 'OTP is invalid' });
    expect(toasts).toEqual([{ message: 'OTP is invalid', severity: 'error' }]);
  });

  it('toasts the generic text on a 500 and on a network failure', async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 500, data: { message: 'stack trace' } })).adapter;
    await toastResult(api.get('/x'));
    api.defaults.adapter = fakeAdapter(() => 'network').adapter;
    const result = await toastResult(api.get('/y'));
    expect(result).toMatchObject({ ok: false, status: null });
    expect(toasts).toEqual([
      { message: 'Something went wrong', severity: 'error' },
      { message: 'Something went wrong', severity: 'error' },
    ]);
  });

  it('toasts the default texts in the current language', async () => {
    await i18n.changeLanguage('ar');
    api.defaults.adapter = fakeAdapter(() => ({ status: 200, data: {} })).adapter;
    await toastResult(api.put('/users', { phone_number: '+971' }));
    expect(toasts).toEqual([{ message: 'تمت العملية بنجاح', severity: 'success' }]);
  });
});
