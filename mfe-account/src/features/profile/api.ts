import { apiPost, apiRequest, loadSession, toastResult, type ToastResult } from '@jad/shared-ui';
import type { AccountUser, MessageResponse } from '@/types/account';

export type ProfileFields = Partial<
  Pick<
    AccountUser,
    | 'first_name'
    | 'last_name'
    | 'username'
    | 'bio'
    | 'date_of_birth'
    | 'country'
    | 'city'
    | 'twitter'
    | 'tiktok'
    | 'linktree'
    | 'instagram'
    | 'snapchat'
    | 'facebook'
  >
>;

/** The query key of the signed-in user's account (writes set or invalidate it). */
export const ME_KEY = ['account', 'me'] as const;

/** The signed-in user with every account field (POST /users/fetch). */
export const fetchMe = ({ signal }: { signal?: AbortSignal }): Promise<AccountUser> =>
  apiPost<AccountUser>('/users/fetch', undefined, { signal });

/** Toasts the success; a refusal is the form's to show, under its fields. */
export const saveProfile = (fields: ProfileFields): Promise<ToastResult<AccountUser>> =>
  toastResult(apiRequest<AccountUser>('put', '/users', fields), { errors: 'return' });

/** The upload contract of the social domain: POST /upload?img_dir=profile|cover, field `files`, exactly one image. */
export interface UploadedMedia {
  id: string;
  url: string;
  thumbnail: string | null;
  is_image: boolean;
}

export async function uploadPicture(
  dir: 'profile' | 'cover',
  file: File,
): Promise<ToastResult<{ media: UploadedMedia[] }>> {
  const form = new FormData();
  form.append('files', file);
  // Image processing takes longer than the default 5 s on a slow phone connection.
  return toastResult(
    apiRequest<{ media: UploadedMedia[] }>('post', `/upload?img_dir=${dir}`, form, { timeout: 60_000 }),
  );
}

export async function setPicture(
  profileId: string,
  field: 'profile_picture' | 'cover_picture',
  url: string | null,
): Promise<ToastResult<AccountUser>> {
  const result = await toastResult(
    apiRequest<AccountUser>('put', '/profiles', { profile_id: profileId, [field]: url }),
  );
  // The navbar avatar reads the session user.
  if (result.ok) await loadSession();
  return result;
}

/** A refusal (a wrong password) is the dialog's to show, under the field. */
export const deleteAccountNow = (password?: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('delete', '/users', password ? { password } : {}), { errors: 'return' });

export const cancelDeletion = (): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/request-delete/cancel', {}));

/** A new e-mail needs the password again; the api mails a code to the new address and a notice to the old one. */
export const changeEmail = (email: string, password: string): Promise<ToastResult<AccountUser>> =>
  toastResult(apiRequest<AccountUser>('put', '/users', { email, password }), { errors: 'return' });
