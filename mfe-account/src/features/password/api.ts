import { apiRequest, httpStatusOf, toastResult, type ToastOptions, type ToastResult } from '@jad/shared-ui';
import type { MessageResponse } from '@/types/account';

/** Toasts its answer; a form passes `{ errors: 'return' }` to show a refusal itself. */
export const requestReset = (email: string, options?: ToastOptions): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/reset-password', { email }), options);

/** Whether a reset link still works; quiet (no toast): the page itself shows the expired state. */
export async function checkResetLink(token: string): Promise<'valid' | 'expired' | 'error'> {
  try {
    await apiRequest('post', '/users/reset-password/check', { token });
    return 'valid';
  } catch (error) {
    return httpStatusOf(error) === 400 ? 'expired' : 'error';
  }
}

export const resetPassword = (token: string, password: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/reset-password/confirm', { token, password }), {
    errors: 'return',
  });

export const changePassword = (input: {
  current_password?: string;
  new_password: string;
}): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/change-password', input), { errors: 'return' });
