import { apiRequest, toastResult, type ToastResult } from '@jad/shared-ui';
import type { MessageResponse } from '@/types/account';

export const requestDeletion = (email: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/request-delete', { email }), { errors: 'return' });

export const confirmDeletion = (token: string): Promise<ToastResult<MessageResponse & { delete_at: string }>> =>
  toastResult(apiRequest<MessageResponse & { delete_at: string }>('post', '/users/request-delete/confirm', { token }));
