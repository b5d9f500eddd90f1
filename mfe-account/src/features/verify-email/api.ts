import { api, toastResult, type ToastResult } from '@jad/shared-ui';
import { formResult } from '@/lib/form-result';
import type { AccountUser, MessageResponse } from '../auth/types';

export const sendEmailCode = (): Promise<ToastResult<MessageResponse>> =>
  toastResult(api.post<MessageResponse>('/email/email-otp'));

export const verifyEmailCode = (code: string): Promise<ToastResult<MessageResponse & { user: AccountUser }>> =>
  formResult(api.post<MessageResponse & { user: AccountUser }>('/email/verify-otp', { code }));
