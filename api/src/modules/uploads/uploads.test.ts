import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { jpeg, multipart, png, upload } from '../social/test-utils';
import type { UploadResponse } from '../social/types';
import { eq } from 'drizzle-orm';
import { mediaItems } from '../../db/schema';
import path from 'node:path';
import { findRepoRoot } from '../../lib/repo-root';
import { fakeMp4, fakeWebm, MEDIA_RECORDER_WEBM } from './test-media';

const mediaRecorderWebm = () => readFileSync(path.join(findRepoRoot(), MEDIA_RECORDER_WEBM));
import { SPOOL_PREFIX } from './spool';

/** Temporary upload folders that exist right now. */
const spools = () => readdirSync(tmpdir()).filter((name) => name.startsWith(SPOOL_PREFIX));

/**
 * A multipart body of one file of `fileBytes` (JPEG magic, then filler), made on demand in 64 KB chunks
 * so the test itself holds none of it; `read()` tells how much the server pulled. With `cutAfter`, the
 * client goes away after that many file bytes (no closing boundary).
 */
function streamedUpload(fileBytes: number, options: { cutAfter?: number } = {}) {
  const boundary = `----jadtest${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const fileEnd = options.cutAfter ?? fileBytes;
  let sent = 0;
  let pulled = 0;
  const body = new Readable({
    read() {
      if (pulled === 0) {
        pulled += head.length;
        this.push(Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff, 0xe0])]));
        sent = 4;
        return;
      }
      if (sent < fileEnd) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileEnd - sent));
        sent += piece.length;
        pulled += piece.length;
        this.push(piece);
        return;
      }
      if (options.cutAfter === undefined) this.push(tail);
      this.push(null);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, read: () => sent };
}

describe.each(dbKinds())('POST /upload on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('re-encodes post pictures as WebP at the spec widths with a thumbnail, dropping EXIF', async () => {
    const ann = await createUserSession(t.app);
    const original = await jpeg(1300, 900);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(t.app, ann, 'post', [
      { data: original, filename: 'holiday.jpg' },
      { data: await png(300, 200), contentType: 'image/png', filename: 'a.png' },
    ]);
    expect(res.statusCode).toBe(200);
    const { media } = res.json() as UploadResponse;
    expect(media).toHaveLength(2);
    const [big, small] = media;
    expect(big).toMatchObject({ id: expect.any(String), is_image: true, width: 1300, height: 900 });
    expect(big!.variants.map((v) => v.width)).toEqual([640, 750, 828, 1080, 1200, 1300]);
    expect(big!.url).toBe(big!.variants[big!.variants.length - 1]!.url);
    expect(small).toMatchObject({ width: 300, height: 200 });

    const served = await t.app.inject({ method: 'GET', url: big!.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('JadTestCam'))).toBe(false);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: big!.thumbnail ?? '' })).rawPayload).metadata();
    expect([thumb.width, thumb.height]).toEqual([384, 384]);
  });

  it('crops profile pictures square and answers the accounts contract', async () => {
    const ann = await createUserSession(t.app);
    const res = await upload(t.app, ann, 'profile', [{ data: await jpeg(900, 600) }]);
    expect(res.statusCode).toBe(200);
    const { media } = res.json() as UploadResponse;
    expect(media).toHaveLength(1);
    expect(media[0]).toMatchObject({
      is_image: true,
      width: 600,
      height: 600,
      thumbnail: expect.stringMatching(/^\/media\/profile\//),
    });
    expect(Object.keys(media[0]!)).toEqual(
      expect.arrayContaining(['id', 'url', 'thumbnail', 'is_image', 'width', 'height']),
    );
  });

  it('takes short MP4 and WebM videos, stripping MP4 metadata', async () => {
    const ann = await createUserSession(t.app);
    const res = await upload(t.app, ann, 'post', [
      { data: fakeMp4(9000, 1280, 720), contentType: 'video/mp4', filename: 'clip.mp4' },
      { data: fakeWebm(4000, 640, 480), contentType: 'video/webm', filename: 'clip.webm' },
    ]);
    expect(res.statusCode).toBe(200);
    const { media } = res.json() as UploadResponse;
    expect(media.map((m) => [m.is_image, m.width, m.height, m.duration_ms, m.thumbnail])).toEqual([
      [false, 1280, 720, 9000, null],
      [false, 640, 480, 4000, null],
    ]);
    const stored = await t.app.inject({ method: 'GET', url: media[0]!.url });
    expect(stored.rawPayload.includes(Buffer.from('+25.1972'))).toBe(true); // the box content stays…
    expect(stored.rawPayload.includes(Buffer.from('udta'))).toBe(false); // …but players skip it as `free`
  });

  it("takes the WebM Chromium's MediaRecorder writes, and refuses a truncated or garbage one with a 4xx", async () => {
    const ann = await createUserSession(t.app);
    const real = mediaRecorderWebm();
    const ok = await upload(t.app, ann, 'post', [{ data: real, contentType: 'video/webm', filename: 'rec.webm' }]);
    expect(ok.statusCode).toBe(200);
    const [clip] = (ok.json() as UploadResponse).media;
    expect(clip).toMatchObject({ is_image: false, width: 160, height: 120 });
    expect(clip!.duration_ms).toBeGreaterThan(1000);
    const [row] = await t.db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.id, t.app.ids.decodeId('media', clip!.id)));
    expect(row).toMatchObject({ mime: 'video/webm', durationMs: clip!.duration_ms });
    const garbage = Buffer.concat([real.subarray(0, 4), randomBytes(2000)]);
    for (const bad of [real.subarray(0, 60), garbage]) {
      const res = await upload(t.app, ann, 'post', [{ data: bad, contentType: 'video/webm', filename: 'bad.webm' }]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it.each([
    ['post', 4, 'Maximum media to upload is 3'],
    ['post', 7, 'Maximum media to upload is 3'],
    ['profile', 2, 'Please upload only one image'],
    ['cover', 2, 'Please upload only one image'],
    ['profile', 0, 'Something went wrong, try again later'],
    ['post', 0, 'Please choose at least one photo or video'],
  ] as const)('%s with %i files: %s', async (purpose, count, message) => {
    const ann = await createUserSession(t.app);
    const data = await jpeg(40, 40);
    const res = await upload(
      t.app,
      ann,
      purpose,
      Array.from({ length: count }, () => ({ data })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('checks the type by content, not by name or Content-Type', async () => {
    const ann = await createUserSession(t.app);
    const fakeJpeg = await upload(t.app, ann, 'post', [
      { data: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'cat.jpg', contentType: 'image/jpeg' },
    ]);
    expect(fakeJpeg.statusCode).toBe(400);
    expect(fakeJpeg.json().message).toMatch(/not supported/);
    const heic = await upload(t.app, ann, 'post', [
      { data: fakeMp4(1000, 100, 100, { brand: 'heic' }), filename: 'IMG_0001.HEIC' },
    ]);
    expect(heic.statusCode).toBe(400);
    const videoAsAvatar = await upload(t.app, ann, 'profile', [{ data: fakeMp4(1000, 100, 100) }]);
    expect(videoAsAvatar.json().message).toBe('Please upload a JPEG, PNG or WebP image');
    const brokenJpeg = await upload(t.app, ann, 'post', [
      { data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]) },
    ]);
    expect(brokenJpeg.statusCode).toBe(400);
    expect(brokenJpeg.json().message).toBe('This picture could not be read');
  });

  it('refuses videos over 60 seconds and unreadable ones', async () => {
    const ann = await createUserSession(t.app);
    const long = await upload(t.app, ann, 'post', [{ data: fakeMp4(61_000, 640, 360) }]);
    expect(long.json().message).toBe('Videos can be at most 60 seconds long');
    const broken = await upload(t.app, ann, 'post', [{ data: fakeMp4(1000, 640, 360).subarray(0, 60) }]);
    expect(broken.json().message).toBe('This video could not be read');
  });

  it('refuses a file past its bound with 413 while it streams, without reading the rest, and leaves no temporary file', async () => {
    const ann = await createUserSession(t.app);
    const before = spools();
    const MB = 1024 * 1024;
    for (const [purpose, size, bound, message] of [
      ['profile', 40 * MB, 15 * MB, 'Pictures can be at most 15 MB'],
      ['post', 120 * MB, 50 * MB, 'Videos can be at most 50 MB'],
    ] as const) {
      const upload = streamedUpload(size);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/upload?img_dir=${purpose}`,
        headers: { ...ann.headers, 'content-type': upload.contentType },
        payload: upload.body,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(message);
      expect(res.headers.connection).toBe('close');
      // Cut off at the bound (plus what was in flight in the stream buffers), long before the end of the file.
      expect(upload.read()).toBeGreaterThan(bound);
      expect(upload.read()).toBeLessThan(bound + 2 * MB);
      expect(spools()).toEqual(before);
    }
    expect(await t.db.$count(mediaItems, eq(mediaItems.ownerId, ann.user.id))).toBe(0);
  });

  it('refuses a picture over 15 MB among post media (413), and cleans up after a client that went away mid-file', async () => {
    const ann = await createUserSession(t.app);
    const before = spools();
    const big = streamedUpload(16 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload?img_dir=post',
      headers: { ...ann.headers, 'content-type': big.contentType },
      payload: big.body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Pictures can be at most 15 MB');
    expect(spools()).toEqual(before);

    const cut = streamedUpload(8 * 1024 * 1024, { cutAfter: 2 * 1024 * 1024 });
    const aborted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload?img_dir=post',
      headers: { ...ann.headers, 'content-type': cut.contentType },
      payload: cut.body,
    });
    expect(aborted.statusCode).toBe(400);
    expect(spools()).toEqual(before);

    // And a valid upload still works, leaving nothing behind either.
    const ok = await upload(t.app, ann, 'post', [{ data: await jpeg(320, 240) }]);
    expect(ok.statusCode).toBe(200);
    expect(spools()).toEqual(before);
  });

  it('answers 401 to a visitor, 400 to a bad img_dir or a non-multipart body', async () => {
    const ann = await createUserSession(t.app);
    const { body, contentType } = multipart([{ data: await jpeg(40, 40) }]);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload?img_dir=post',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(visitor.statusCode).toBe(401);
    const badDir = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload?img_dir=../../etc',
      headers: { ...ann.headers, 'content-type': contentType },
      payload: body,
    });
    expect(badDir.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload?img_dir=profile',
      headers: ann.headers,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Something went wrong, try again later');
  });
});
