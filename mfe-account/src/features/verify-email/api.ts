import { apiRequest, toastResult, type ToastResult } from '@jad/shared-ui';
import type { AccountUser, MessageResponse } from '@/types/account';

export const sendEmailCode = (): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/email/email-otp'));

export const verifyEmailCode = (code: string): Promise<ToastResult<MessageResponse & { user: AccountUser }>> =>
  toastResult(apiRequest<MessageResponse & { user: AccountUser }>('post', '/email/verify-otp', { code }), {
    errors: 'return',
  });
