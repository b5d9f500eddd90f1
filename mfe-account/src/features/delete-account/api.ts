import { api, toastResult, type ToastResult } from '@jad/shared-ui';
import type { MessageResponse } from '../auth/types';

export const requestDeletion = (email: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(api.post<MessageResponse>('/users/request-delete', { email }));

export const confirmDeletion = (token: string): Promise<ToastResult<MessageResponse & { delete_at: string }>> =>
  toastResult(api.post<MessageResponse & { delete_at: string }>('/users/request-delete/confirm', { token }));
