import { apiRequest, loadSession, toastResult, type ToastResult } from '@jad/shared-ui';
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

/** The signed-in user with every account field (POST /users/fetch). */
export async function fetchMe(): Promise<AccountUser | null> {
  try {
    return (await apiRequest<AccountUser>('post', '/users/fetch')).data;
  } catch {
    return null;
  }
}

export const saveProfile = (fields: ProfileFields): Promise<ToastResult<AccountUser>> =>
  toastResult(apiRequest<AccountUser>('put', '/users', fields));

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

export const deleteAccountNow = (password?: string): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('delete', '/users', password ? { password } : {}));

export const cancelDeletion = (): Promise<ToastResult<MessageResponse>> =>
  toastResult(apiRequest<MessageResponse>('post', '/users/request-delete/cancel', {}));

/** A new e-mail needs the password again; the api mails a code to the new address and a notice to the old one. */
export const changeEmail = (email: string, password: string): Promise<ToastResult<AccountUser>> =>
  toastResult(apiRequest<AccountUser>('put', '/users', { email, password }), { errors: 'return' });
