import { apiRequest, httpStatusOf, toastResult, type ToastResult } from '@jad/shared-ui';
import type { MessageResponse } from '@/types/account';

export const requestReset = (email: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/reset-password', { email }));

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
