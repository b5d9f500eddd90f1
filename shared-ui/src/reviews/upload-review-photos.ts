import { api } from '@jad/shared-ui';
import type { ReviewPhotoView } from './types';

/** POST /upload?img_dir=review (multipart, field `files`): the member's review photos, re-encoded by the api. */
export async function uploadReviewPhotos(files: File[]): Promise<ReviewPhotoView[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const res = await api.post<{ media: ReviewPhotoView[] }>('/upload?img_dir=review', form, { timeout: 60_000 });
  return res.data.media;
}
