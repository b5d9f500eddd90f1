// Helpers for the social api tests (imported by *.test.ts only).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { App } from '../../app';
import type { TestUserSession } from '../../../test/helpers';
import type { PublicMedia, PublicPost } from './types';
import type { MediaPurpose } from '../../db/schema';

export interface FilePart {
  name?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body, built by hand so tests control every byte (names, types, content). */
export function multipart(
  parts: FilePart[],
  fields: Record<string, string> = {},
): { body: Buffer; contentType: string } {
  const boundary = `----jadtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'files'}"; filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real JPEG with EXIF (camera make and orientation), to prove uploads strip it. */
export async function jpeg(width = 800, height = 600, colour = '#3a7bd5'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'JadTestCam', Model: 'Secret GPS 1', Copyright: 'private' } })
    .toBuffer();
}

export async function png(width = 400, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.6 } } })
    .png()
    .toBuffer();
}

export async function upload(app: App, who: TestUserSession, purpose: MediaPurpose, parts: FilePart[]) {
  const { body, contentType } = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `/api/v1/upload?img_dir=${purpose}`,
    headers: { ...who.headers, 'content-type': contentType },
    payload: body,
  });
}

export async function uploadPhoto(app: App, who: TestUserSession): Promise<PublicMedia> {
  const res = await upload(app, who, 'post', [{ data: await jpeg(700, 500) }]);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const [media] = (res.json() as { media: PublicMedia[] }).media;
  if (!media) throw new Error(`upload answered no media: ${res.body}`);
  return media;
}

export async function createPost(
  app: App,
  who: TestUserSession,
  body: Record<string, unknown> = {},
): Promise<PublicPost> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/posts',
    headers: who.headers,
    payload: { caption: `A post ${randomBytes(3).toString('hex')}`, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return res.json() as PublicPost;
}

/** JSON request as a signed-in user (cookie + CSRF) or as a visitor. */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: TestUserSession | null,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
