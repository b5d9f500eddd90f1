import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Db } from '../../db/client';
import { at } from '../../lib/checked';
import type { MediaPurpose, MediaRow } from '../../db/schema';
import type { ErrorCode } from '../../lib/error-codes';
import { invalid, tooLarge } from '../../lib/domain-error';
import type { StorageProvider } from '../../providers/storage';
import { ImageDecodeError, processImage } from './images';
import { deleteMediaByIds, findStaleUnattached, insertMedia, type NewMediaRow } from './repository';
import { sniffMediaType, type SniffedType } from './sniff';
import type { SpooledFile } from './spool';
import { readVideoMeta, stripMp4Metadata, VideoParseError } from './video-meta';

export const UPLOAD_LIMITS = {
  maxPostMedia: 3,
  maxReviewPhotos: 3,
  maxImageBytes: 15 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  maxVideoMs: 60_000,
} as const;

export const UPLOAD_MESSAGES = {
  tooManyPost: 'Maximum media to upload is 3',
  tooManyImages: 'Please upload only one image',
  tooManyReview: 'A review can have at most 3 photos',
  noneImage: 'Something went wrong, try again later',
  nonePost: 'Please choose at least one photo or video',
  unsupported: 'This file type is not supported. Upload JPEG, PNG or WebP pictures, or MP4 or WebM videos',
  imageOnly: 'Please upload a JPEG, PNG or WebP image',
  imageTooLarge: 'Pictures can be at most 15 MB',
  videoTooLarge: 'Videos can be at most 50 MB',
  videoTooLong: 'Videos can be at most 60 seconds long',
  badImage: 'This picture could not be read',
  badVideo: 'This video could not be read',
} as const;

/** How many files one upload of this purpose may carry. */
export const maxFilesOf = (purpose: MediaPurpose): number =>
  purpose === 'post' ? UPLOAD_LIMITS.maxPostMedia : purpose === 'review' ? UPLOAD_LIMITS.maxReviewPhotos : 1;

export const tooManyCode = (purpose: MediaPurpose): ErrorCode =>
  purpose === 'post' ? 'too_many_post_media' : purpose === 'review' ? 'too_many_review_photos' : 'too_many_images';

/** Nothing chosen: a post asks for media; a picture upload has no better word than "try again". */
export const noneCode = (purpose: MediaPurpose): ErrorCode => (purpose === 'post' ? 'no_media' : 'upload_failed');

/** Past the size bound while reading: a post's bound is the video one, other purposes take images only. */
export const tooLargeCode = (purpose: MediaPurpose): ErrorCode =>
  purpose === 'post' ? 'video_too_large' : 'image_too_large';

/** A file as received: spooled to a temporary file (the route removes it), with its first bytes. */
export type UploadedFile = SpooledFile;

interface Prepared {
  row: Omit<NewMediaRow, 'ownerId' | 'purpose'>;
  objects: { key: string; data: Buffer; contentType: string }[];
}

const folderKey = (purpose: MediaPurpose) =>
  `${purpose}/${new Date().toISOString().slice(0, 7).replace('-', '')}/${randomBytes(12).toString('hex')}`;

async function prepareImage(file: UploadedFile, purpose: MediaPurpose, storage: StorageProvider): Promise<Prepared> {
  let processed;
  try {
    // sharp reads the temporary file itself: the upload never sits whole in the js heap.
    processed = await processImage(file.path, purpose);
  } catch (error) {
    if (error instanceof ImageDecodeError) throw invalid('image_unreadable');
    throw error;
  }
  const folder = folderKey(purpose);
  const objects = processed.variants.map((v) => ({
    key: `${folder}/w${v.width}.webp`,
    data: v.data,
    contentType: 'image/webp',
  }));
  const thumbKey = `${folder}/thumb.webp`;
  objects.push({ key: thumbKey, data: processed.thumbnail.data, contentType: 'image/webp' });
  // variantWidths always ends with the largest width, so there is a last variant.
  const main = at(processed.variants, processed.variants.length - 1);
  return {
    objects,
    row: {
      isImage: true,
      mime: 'image/webp',
      url: storage.url(`${folder}/w${main.width}.webp`),
      thumbnail: storage.url(thumbKey),
      width: main.width,
      height: main.height,
      durationMs: null,
      bytes: main.data.length,
      variants: processed.variants.map((v) => ({ width: v.width, url: storage.url(`${folder}/w${v.width}.webp`) })),
      storageKeys: objects.map((o) => o.key),
    },
  };
}

async function prepareVideo(
  file: UploadedFile,
  mime: 'video/mp4' | 'video/webm',
  storage: StorageProvider,
): Promise<Prepared> {
  // One video at a time, already known to be within 50 MB: the container parser needs its bytes.
  const bytes = await readFile(file.path);
  let meta;
  try {
    meta = readVideoMeta(bytes, mime);
  } catch (error) {
    if (error instanceof VideoParseError) throw invalid('video_unreadable');
    throw error;
  }
  if (meta.durationMs > UPLOAD_LIMITS.maxVideoMs) throw invalid('video_too_long');
  const key = `${folderKey('post')}/video.${mime === 'video/mp4' ? 'mp4' : 'webm'}`;
  const data = mime === 'video/mp4' ? stripMp4Metadata(bytes) : bytes;
  return {
    objects: [{ key, data, contentType: mime }],
    row: {
      isImage: false,
      mime,
      url: storage.url(key),
      // No frame grabber on the server: players show the first frame (preload="metadata").
      thumbnail: null,
      width: meta.width,
      height: meta.height,
      durationMs: meta.durationMs,
      bytes: data.length,
      variants: [],
      storageKeys: [key],
    },
  };
}

/** The file's type from its first bytes, and its size against that type's limit (413 past it). */
function checkFile(file: UploadedFile, purpose: MediaPurpose): SniffedType {
  const type = sniffMediaType(file.head);
  if (!type) throw invalid(purpose === 'post' ? 'unsupported_file_type' : 'image_only');
  if (type.kind === 'video' && purpose !== 'post') throw invalid('image_only');
  if (type.kind === 'image' && file.size > UPLOAD_LIMITS.maxImageBytes) throw tooLarge('image_too_large');
  if (type.kind === 'video' && file.size > UPLOAD_LIMITS.maxVideoBytes) throw tooLarge('video_too_large');
  return type;
}

/** Checks each file by its content, re-encodes pictures, stores everything, then records the media rows. */
export async function storeUploads(
  deps: { db: Db; storage: StorageProvider },
  input: { ownerId: number; purpose: MediaPurpose; files: UploadedFile[] },
): Promise<MediaRow[]> {
  const { purpose, files } = input;
  if (files.length === 0) throw invalid(noneCode(purpose));
  if (files.length > maxFilesOf(purpose)) throw invalid(tooManyCode(purpose));

  // Check every file's type and size before doing any work, so one bad file fails the batch cheaply.
  const checked = files.map((file) => ({ file, type: checkFile(file, purpose) }));

  const rows: Prepared['row'][] = [];
  const stored: string[] = [];
  try {
    // One file at a time, stored before the next is read: the memory peak is one file's work, not the batch's.
    for (const { file, type } of checked) {
      const item =
        type.kind === 'image'
          ? await prepareImage(file, purpose, deps.storage)
          : await prepareVideo(file, type.mime, deps.storage);
      for (const object of item.objects) {
        await deps.storage.put(object.key, object.data, object.contentType);
        stored.push(object.key);
      }
      rows.push(item.row);
    }
    return await insertMedia(
      deps.db,
      rows.map((row) => ({ ...row, ownerId: input.ownerId, purpose })),
    );
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/** Deletes post media and review photos nobody attached within a day (abandoned composers and review forms), rows and files. */
export async function removeStaleUploads(
  deps: { db: Db; storage: StorageProvider },
  now = new Date(),
): Promise<number> {
  const stale = await findStaleUnattached(deps.db, new Date(now.getTime() - 24 * 60 * 60 * 1000), 200);
  if (stale.length === 0) return 0;
  await deleteMediaByIds(
    deps.db,
    stale.map((m) => m.id),
  );
  await Promise.all(stale.flatMap((m) => m.storageKeys).map((key) => deps.storage.delete(key).catch(() => undefined)));
  return stale.length;
}
