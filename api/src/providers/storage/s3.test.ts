import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorageFromEnv } from './index';
import {
  amzDate,
  awsUriEncode,
  createS3Client,
  createS3Storage,
  EMPTY_SHA256,
  s3OptionsFromEnv,
  S3Error,
  sha256Hex,
  signV4,
} from './s3';
import { startFakeS3, type FakeS3 } from './s3-fake-server';

const creds = { accessKeyId: 'AKIDTESTFAKE', secretAccessKey: 'test/secret+KEY', region: 'us-east-1' };

describe('SigV4 signing', () => {
  it('reproduces the GET Object example from the AWS SigV4 documentation (examplebucket, test.txt, Range)', () => {
    const signed = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('URI-encodes keys the AWS way: UTF-8 bytes, %20 for space, slash kept only in paths', () => {
    expect(awsUriEncode('photos/my trip/Dubaï (1).jpg', true)).toBe('photos/my%20trip/Duba%C3%AF%20%281%29.jpg');
    expect(awsUriEncode('a/b')).toBe('a%2Fb');
    expect(awsUriEncode("A-Za-z0-9-._~!'*+=&?#")).toBe('A-Za-z0-9-._~%21%27%2A%2B%3D%26%3F%23');
    expect(awsUriEncode('دبي')).toBe('%D8%AF%D8%A8%D9%8A');
    expect(amzDate(new Date('2026-03-04T05:06:07.890Z'))).toBe('20260304T050607Z');
  });

  it('sorts and encodes the query string', () => {
    const signed = signV4({
      method: 'GET',
      path: '/b',
      query: { prefix: 'a b', 'list-type': '2' },
      headers: { host: 'h', 'x-amz-date': '20130524T000000Z' },
      payloadHash: EMPTY_SHA256,
      credentials: creds,
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('list-type=2&prefix=a%20b');
  });
});

describe('S3 storage against a signature-checking fake S3', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'jad-media', ...creds });
  });
  afterAll(() => s3.close());
  beforeEach(() => {
    s3.objects.clear();
    s3.log.length = 0;
  });

  const storage = (extra: { secretAccessKey?: string; bucket?: string; publicUrl?: string } = {}) =>
    createS3Storage({
      ...creds,
      endpoint: s3.endpoint,
      bucket: 'jad-media',
      publicUrl: 'https://cdn.example.test/media/',
      ...extra,
    });

  it('puts with the content type, gets the bytes back, deletes, and gives the public url', async () => {
    const store = storage();
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    const stored = await store.put('profile/ab/w640.webp', data, 'image/webp');
    expect(stored).toEqual({ key: 'profile/ab/w640.webp', url: 'https://cdn.example.test/media/profile/ab/w640.webp' });
    expect(s3.objects.get('profile/ab/w640.webp')).toEqual({ body: data, contentType: 'image/webp' });
    expect(s3.log.at(-1)).toEqual({ method: 'PUT', path: '/jad-media/profile/ab/w640.webp', status: 200 });

    expect(await store.get('profile/ab/w640.webp')).toEqual(data);
    await store.delete('profile/ab/w640.webp');
    expect(s3.objects.has('profile/ab/w640.webp')).toBe(false);
    expect(await store.get('profile/ab/w640.webp')).toBeNull();
    expect(s3.log.at(-1)).toEqual({ method: 'GET', path: '/jad-media/profile/ab/w640.webp', status: 404 });
    await expect(store.delete('profile/ab/w640.webp')).resolves.toBeUndefined();
  });

  it('accepts Uint8Array data, defaults the content type, and without a public url points at the object', async () => {
    const store = createS3Storage({ ...creds, endpoint: `${s3.endpoint}/`, bucket: 'jad-media' });
    const stored = await store.put('post/x.mp4', new Uint8Array([1, 2, 3]));
    expect(stored.url).toBe(`${s3.endpoint}/jad-media/post/x.mp4`);
    expect(s3.objects.get('post/x.mp4')).toEqual({
      body: Buffer.from([1, 2, 3]),
      contentType: 'application/octet-stream',
    });
    expect(store.name).toBe('s3');
  });

  it('surfaces a wrong secret as SignatureDoesNotMatch, never as a missing object', async () => {
    const store = storage({ secretAccessKey: 'not-the-secret' });
    const put = store.put('profile/a.webp', Buffer.from('x'), 'image/webp');
    await expect(put).rejects.toBeInstanceOf(S3Error);
    await expect(put).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    await expect(put).rejects.toThrow(/403 SignatureDoesNotMatch/);
    expect(s3.objects.size).toBe(0);

    await storage().put('profile/a.webp', Buffer.from('x'));
    await expect(store.get('profile/a.webp')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    await expect(store.delete('profile/a.webp')).rejects.toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(s3.objects.has('profile/a.webp')).toBe(true);
  });

  it('surfaces a missing bucket', async () => {
    await expect(storage({ bucket: 'nope' }).put('a.png', Buffer.from('x'))).rejects.toMatchObject({
      status: 404,
      code: 'NoSuchBucket',
    });
  });

  it('refuses keys outside the storage key pattern before any request', async () => {
    const store = storage();
    for (const key of ['../etc/passwd', '/abs.png', 'a//b', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    }
    expect(() => store.url('../x')).toThrow(/Invalid storage key/);
    expect(s3.log).toHaveLength(0);
  });

  it('signs keys with spaces, unicode and reserved characters with the canonical URI encoding', async () => {
    const client = createS3Client({ ...creds, endpoint: s3.endpoint, bucket: 'jad-media' });
    const keys = [
      'trips/my plan (2).txt',
      'ar/دبي مارينا.jpg',
      "caf\u00e9/na\u00efve+plus=eq&amp!*'~.bin",
      'emoji/🏙️ skyline.png',
    ];
    for (const [i, key] of keys.entries()) {
      await client.putObject(key, Buffer.from(`body ${i}`), 'text/plain; charset=utf-8');
      expect(s3.objects.get(key)?.body.toString()).toBe(`body ${i}`);
      expect(await client.getObject(key)).toEqual({
        body: Buffer.from(`body ${i}`),
        contentType: 'text/plain; charset=utf-8',
      });
      expect(await client.headObject(key)).toEqual({
        size: Buffer.byteLength(`body ${i}`),
        contentType: 'text/plain; charset=utf-8',
      });
    }
    expect(s3.log.find((l) => l.method === 'PUT')?.path).toBe('/jad-media/trips/my%20plan%20%282%29.txt');
    expect(s3.log.every((l) => l.status === 200)).toBe(true);
    for (const key of keys) await client.deleteObject(key);
    expect(s3.objects.size).toBe(0);
    expect(await client.headObject(keys[1]!)).toBeNull();
  });

  it('the fake rejects a request whose signature does not cover what was sent', async () => {
    // Sign one path, send another: the fake recomputes from the request and must say no.
    const client = createS3Client({ ...creds, endpoint: s3.endpoint, bucket: 'jad-media' });
    await client.putObject('real.txt', Buffer.from('x'));
    const headers = {
      host: new URL(s3.endpoint).host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': EMPTY_SHA256,
    };
    const signed = signV4({
      method: 'GET',
      path: '/jad-media/other.txt',
      headers,
      payloadHash: EMPTY_SHA256,
      credentials: creds,
    });
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${s3.endpoint}/jad-media/real.txt`,
        { headers: { ...headers, authorization: signed.authorization } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status.status).toBe(403);
    expect(status.body).toContain('<Code>SignatureDoesNotMatch</Code>');
  });
});

describe('choosing storage from the environment', () => {
  const full = { STORAGE_S3_BUCKET: 'media', STORAGE_S3_ACCESS_KEY_ID: 'id', STORAGE_S3_SECRET_ACCESS_KEY: 'secret' };
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'jad-storage-env-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps local disk unless the bucket and keys are set', () => {
    expect(s3OptionsFromEnv({})).toBeNull();
    expect(createStorageFromEnv({ root }, {}).name).toBe('local-disk');
    expect(createStorageFromEnv({ root }, full).name).toBe('s3');
  });

  it('defaults the region and AWS endpoint, and reads the optional ones', () => {
    expect(s3OptionsFromEnv(full)).toEqual({
      bucket: 'media',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(createStorageFromEnv({ root }, full).url('a/b.webp')).toBe(
      'https://s3.us-east-1.amazonaws.com/media/a/b.webp',
    );
    const env = {
      ...full,
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_REGION: 'auto',
      STORAGE_S3_PUBLIC_URL: '/media',
    };
    expect(s3OptionsFromEnv(env)).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      publicUrl: '/media',
    });
    expect(createStorageFromEnv({ root }, env).url('a/b.webp')).toBe('/media/a/b.webp');
  });

  it('refuses a half configuration or a bad endpoint', () => {
    expect(() => s3OptionsFromEnv({ STORAGE_S3_BUCKET: 'media' })).toThrow(/must be set together/);
    expect(() => s3OptionsFromEnv({ ...full, STORAGE_S3_SECRET_ACCESS_KEY: ' ' })).toThrow(/must be set together/);
    expect(() => s3OptionsFromEnv({ ...full, STORAGE_S3_ENDPOINT: 'minio:9000' })).toThrow(/http\(s\) URL/);
    expect(() => s3OptionsFromEnv({ ...full, STORAGE_S3_ENDPOINT: 'not a url' })).toThrow(/http\(s\) URL/);
  });
});
