import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { requireHttpUrl } from '../http-url';
import { assertStorageKey, type StorageProvider } from './types';

/*
 * An S3-compatible object store (AWS S3, MinIO, Cloudflare R2) over its REST api, signed with AWS Signature
 * Version 4 by hand (node:crypto; no SDK). Path-style addressing: `<endpoint>/<bucket>/<key>`, which every
 * one of those accepts and which needs no per-bucket DNS. Only the calls the StorageProvider needs:
 * PutObject, GetObject, HeadObject and DeleteObject, each a single-chunk signed request.
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Always `s3` for object storage; a parameter only so the signer can be checked against other examples. */
  service?: string;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Buffer | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request"). */
export function deriveSigningKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/**
 * AWS UriEncode: every byte of the UTF-8 form except the unreserved `A-Z a-z 0-9 - . _ ~` becomes `%XX`
 * (upper-case hex); `/` too unless `keepSlash` (object key paths). A space is `%20`, never `+`.
 */
export function awsUriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface SignInput {
  method: string;
  /** Already URI-encoded path, as sent on the wire (`/bucket/my%20key.txt`). */
  path: string;
  query?: Record<string, string>;
  /** Headers to sign (host, x-amz-date and x-amz-content-sha256 included); names any case. */
  headers: Record<string, string>;
  payloadHash: string;
  credentials: S3Credentials;
}

export interface Signed {
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

/** The four steps of SigV4 for one request: canonical request, string to sign, signing key, signature. */
export function signV4(input: SignInput): Signed {
  const service = input.credentials.service ?? 's3';
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const stamp = headers.get('x-amz-date');
  if (!stamp || !/^\d{8}T\d{6}Z$/.test(stamp))
    throw new Error('signV4 needs an x-amz-date header like 20130524T000000Z');
  if (!headers.has('host')) throw new Error('signV4 needs a host header');
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalQuery = Object.entries(input.query ?? {})
    .map(([k, v]) => [awsUriEncode(k), awsUriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path || '/',
    canonicalQuery,
    names.map((n) => `${n}:${headers.get(n)}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    deriveSigningKey(input.credentials.secretAccessKey, day, input.credentials.region, service),
  )
    .update(stringToSign, 'utf8')
    .digest('hex');
  return {
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** A non-2xx answer from the store, with S3's error code (`SignatureDoesNotMatch`, `NoSuchBucket`, …). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }
}

export interface S3ClientOptions extends S3Credentials {
  /** e.g. `http://127.0.0.1:9000` (MinIO), `https://<account>.r2.cloudflarestorage.com`; default AWS for `region`. */
  endpoint?: string;
  bucket: string;
  timeoutMs?: number;
  /** For tests: the clock used for x-amz-date. */
  now?: () => Date;
}

interface S3Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Path-style S3 client for any key (S3 allows any UTF-8 key; the storage provider narrows that). */
export function createS3Client(options: S3ClientOptions) {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:')
    throw new Error('S3 endpoint must be an http(s) URL');
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const credentials: S3Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  };

  const pathOf = (key: string) => `${basePath}/${awsUriEncode(options.bucket)}/${awsUriEncode(key, true)}`;

  function send(method: string, key: string, body?: Buffer, extra: Record<string, string> = {}): Promise<S3Response> {
    const path = pathOf(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': amzDate(now()),
      'x-amz-content-sha256': payloadHash,
      ...extra,
    };
    if (body) headers['content-length'] = String(body.length);
    const signed = signV4({ method, path, headers, payloadHash, credentials });
    const transport = endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = transport.request(
        {
          protocol: endpoint.protocol,
          hostname: endpoint.hostname,
          port: endpoint.port || undefined,
          method,
          path,
          headers: { ...headers, authorization: signed.authorization },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`S3 ${method} ${key} timed out after ${timeoutMs} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  function fail(method: string, key: string, res: S3Response): never {
    const xml = res.body.toString('utf8');
    const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1] ?? `HTTP${res.status}`;
    const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1] ?? '';
    throw new S3Error(
      res.status,
      code,
      `S3 ${method} ${key} failed: ${res.status} ${code}${message ? ` (${message})` : ''}`,
    );
  }

  return {
    async putObject(
      key: string,
      data: Buffer | Uint8Array,
      contentType = 'application/octet-stream',
    ): Promise<{ etag?: string }> {
      const body = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const res = await send('PUT', key, body, { 'content-type': contentType });
      if (res.status < 200 || res.status >= 300) fail('PUT', key, res);
      const etag = res.headers.etag;
      return etag ? { etag } : {};
    },
    /** The object's bytes and type, or null when it does not exist. */
    async getObject(key: string): Promise<{ body: Buffer; contentType?: string } | null> {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (res.status < 200 || res.status >= 300) fail('GET', key, res);
      const contentType = res.headers['content-type'];
      return contentType ? { body: res.body, contentType } : { body: res.body };
    },
    async headObject(key: string): Promise<{ size: number; contentType?: string } | null> {
      const res = await send('HEAD', key);
      if (res.status === 404) return null;
      // HEAD answers have no body, so only the status tells what went wrong.
      if (res.status < 200 || res.status >= 300)
        throw new S3Error(res.status, `HTTP${res.status}`, `S3 HEAD ${key} failed: ${res.status}`);
      const size = Number(res.headers['content-length'] ?? 0);
      const contentType = res.headers['content-type'];
      return contentType ? { size, contentType } : { size };
    },
    /** S3 answers 204 whether or not the key existed; some compatible stores answer 404 for a missing one. */
    async deleteObject(key: string): Promise<void> {
      const res = await send('DELETE', key);
      if (res.status === 404 && /<Code>NoSuchKey<\/Code>/.test(res.body.toString('utf8'))) return;
      if (res.status < 200 || res.status >= 300) fail('DELETE', key, res);
    },
  };
}

export type S3Client = ReturnType<typeof createS3Client>;

export interface S3StorageOptions extends S3ClientOptions {
  /**
   * Where browsers fetch objects: `<publicUrl>/<key>`, e.g. a CDN or R2 public bucket URL, or `/media` when a
   * reverse proxy maps /media/ onto the bucket. Default: the path-style object URL (needs a public-read bucket).
   */
  publicUrl?: string;
}

export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const client = createS3Client(options);
  const endpoint = (options.endpoint ?? `https://s3.${options.region}.amazonaws.com`).replace(/\/+$/, '');
  const publicBase = (options.publicUrl ?? `${endpoint}/${awsUriEncode(options.bucket)}`).replace(/\/+$/, '');
  const url = (key: string) => {
    assertStorageKey(key);
    return `${publicBase}/${awsUriEncode(key, true)}`;
  };
  return {
    name: 's3',
    url,
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.putObject(key, data, contentType);
      return { key, url: url(key) };
    },
    async get(key) {
      assertStorageKey(key);
      return (await client.getObject(key))?.body ?? null;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.deleteObject(key);
    },
  };
}

/**
 * STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY select S3-compatible storage;
 * STORAGE_S3_ENDPOINT (default AWS), STORAGE_S3_REGION (default us-east-1), STORAGE_S3_PUBLIC_URL optional.
 * None of the three: null (the caller keeps local disk). Some but not all: an error, not a silent default.
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageOptions | null {
  const bucket = env.STORAGE_S3_BUCKET?.trim();
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim();
  if (!bucket && !accessKeyId && !secretAccessKey) return null;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error(
      'STORAGE_S3_BUCKET, STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  const endpoint = env.STORAGE_S3_ENDPOINT?.trim();
  if (endpoint) requireHttpUrl(endpoint, 'STORAGE_S3_ENDPOINT');
  const region = env.STORAGE_S3_REGION?.trim() || 'us-east-1';
  const publicUrl = env.STORAGE_S3_PUBLIC_URL?.trim();
  return {
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    ...(endpoint ? { endpoint } : {}),
    ...(publicUrl ? { publicUrl } : {}),
  };
}
