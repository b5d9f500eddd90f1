import { api, loadSession } from '@jad/shared-ui/core';
import { toastResult, type ToastOptions, type ToastResult } from '@jad/shared-ui';

interface Message {
  message: string;
}

/** POST /phone/send-otp → 'OTP has been sent successfully' (the phone form shows a refusal itself). */
export const sendOtp = (phone: string, options?: ToastOptions): Promise<ToastResult<Message>> =>
  toastResult(api.post<Message>('/phone/send-otp', { phone }), options);

/** POST /phone/verify-otp → 'OTP has been verified', or 404 'OTP is invalid'. */
export const verifyOtp = (phone: string, code: string): Promise<ToastResult<Message>> =>
  toastResult(api.post<Message>('/phone/verify-otp', { phone, code }));

/** Then PUT /users {phone_number} (the password too when an existing number is replaced), and refresh the session. */
export async function savePhone(phone: string, password?: string): Promise<ToastResult<unknown>> {
  const result = await toastResult(
    api.put('/users', password ? { phone_number: phone, password } : { phone_number: phone }),
  );
  if (result.ok) await loadSession();
  return result;
}
