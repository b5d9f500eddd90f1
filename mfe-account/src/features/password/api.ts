import { api, toastResult, type ToastResult } from '@jad/shared-ui';
import { formResult } from '@/lib/form-result';
import type { MessageResponse } from '../auth/types';

export const requestReset = (email: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(api.post<MessageResponse>('/users/reset-password', { email }));

/** Whether a reset link still works; quiet (no toast): the page itself shows the expired state. */
export async function checkResetLink(token: string): Promise<'valid' | 'expired' | 'error'> {
  try {
    await api.post('/users/reset-password/check', { token });
    return 'valid';
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return status === 400 ? 'expired' : 'error';
  }
}

export const resetPassword = (token: string, password: string): Promise<ToastResult<MessageResponse>> =>
  formResult(api.post<MessageResponse>('/users/reset-password/confirm', { token, password }));

export const changePassword = (input: {
  current_password?: string;
  new_password: string;
}): Promise<ToastResult<MessageResponse>> => formResult(api.post<MessageResponse>('/users/change-password', input));
