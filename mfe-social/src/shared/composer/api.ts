import { apiRequest } from '@jad/shared-ui';
import type { PublicMedia, PublicPost, UploadResponse } from '@/lib/api-types';

export const MAX_MEDIA = 3;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'] as const;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** POST /upload?img_dir=post (multipart, field `files`); progress in 0…1. */
export async function uploadPostMedia(files: File[], onProgress?: (fraction: number) => void): Promise<PublicMedia[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const res = await apiRequest<UploadResponse>('post', '/upload?img_dir=post', form, {
    // large videos on a slow link take longer than the default 5 s
    timeout: 120_000,
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(e.loaded / e.total);
    },
  });
  return res.data.media;
}

export async function createPost(input: {
  caption: string;
  media: string[];
  /** Each photo's description, in the order of `media` ('' for none). */
  media_alt?: string[];
  user_plan_id?: string;
}): Promise<PublicPost> {
  return (await apiRequest<PublicPost>('post', '/posts', input)).data;
}

export type FileProblem = 'tooMany' | 'type' | 'imageSize' | 'videoSize';

/** Checks a selection before uploading (the server checks again, by content). */
export function checkFiles(files: File[]): FileProblem | null {
  if (files.length > MAX_MEDIA) return 'tooMany';
  for (const file of files) {
    if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
    if (file.type.startsWith('image/') && file.size > MAX_IMAGE_BYTES) return 'imageSize';
    if (file.type.startsWith('video/') && file.size > MAX_VIDEO_BYTES) return 'videoSize';
  }
  return null;
}
