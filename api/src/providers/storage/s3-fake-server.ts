import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A small in-memory S3 for tests: path-style PutObject, GetObject, HeadObject and DeleteObject, answering
 * like S3 does (XML errors, 404 NoSuchKey, 204 on delete). Every request's SigV4 Authorization header is
 * checked by recomputing the signature from the request as received, with its own canonicalisation (it
 * imports nothing from s3.ts), so a client that signs the wrong thing, or with the wrong secret, gets
 * 403 SignatureDoesNotMatch just as from AWS.
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** Objects by their decoded key. */
  objects: Map<string, FakeS3Object>;
  /** Every request: method, raw path, status answered. */
  log: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 unreserved kept; everything else %XX of its UTF-8 bytes (encodeURIComponent leaves !'()* alone). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`;
}

export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, FakeS3Object>();
  const log: FakeS3['log'] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?');
      const answer = (status: number, headers: Record<string, string | number> = {}, payload?: Buffer | string) => {
        log.push({ method: req.method ?? '', path: rawPath, status });
        res.writeHead(status, headers);
        res.end(req.method === 'HEAD' ? undefined : payload);
      };
      const error = (status: number, code: string, message: string) =>
        answer(status, { 'content-type': 'application/xml' }, xmlError(code, message, rawPath));

      // 1. Authorization: AWS4-HMAC-SHA256 Credential=<id>/<day>/<region>/s3/aws4_request, SignedHeaders=…, Signature=…
      const auth =
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
          req.headers.authorization ?? '',
        );
      if (!auth) return error(403, 'AccessDenied', 'Missing or malformed SigV4 Authorization header');
      const [, accessKeyId, day, region, signedHeaders, signature] = auth;
      // Every group is required by the pattern, so a match has them all.
      if (!accessKeyId || !day || !region || !signedHeaders || !signature) {
        return error(403, 'AccessDenied', 'Missing or malformed SigV4 Authorization header');
      }
      if (accessKeyId !== options.accessKeyId)
        return error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      if (region !== options.region)
        return error(
          400,
          'AuthorizationHeaderMalformed',
          `the region '${region}' is wrong; expecting '${options.region}'`,
        );
      const stamp = String(req.headers['x-amz-date'] ?? '');
      if (!/^\d{8}T\d{6}Z$/.test(stamp) || stamp.slice(0, 8) !== day)
        return error(403, 'AccessDenied', 'x-amz-date missing or not matching the credential scope');
      const names = signedHeaders.split(';');
      if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) {
        return error(403, 'AccessDenied', 'host, x-amz-date and x-amz-content-sha256 must be signed');
      }
      const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
        return error(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
      }

      // 2. Recompute: the path decoded then strictly re-encoded, the signed headers as received.
      let segments: string[];
      try {
        segments = rawPath.split('/').map((s) => decodeURIComponent(s));
      } catch {
        return error(400, 'InvalidURI', 'Could not parse the specified URI.');
      }
      const canonicalUri = segments.map(encodeSegment).join('/');
      const query = new URLSearchParams(rawQuery);
      const canonicalQuery = [...query.entries()]
        .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
        .sort()
        .join('&');
      const canonicalHeaders = names
        .map((n) => {
          const value = req.headers[n];
          return `${n}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
        })
        .join('');
      const canonicalRequest = [
        req.method,
        canonicalUri,
        canonicalQuery,
        canonicalHeaders,
        signedHeaders,
        payloadHash,
      ].join('\n');
      const stringToSign = [
        'AWS4-HMAC-SHA256',
        stamp,
        `${day}/${region}/s3/aws4_request`,
        sha256(canonicalRequest),
      ].join('\n');
      const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day), region), 's3'), 'aws4_request');
      const expected = createHmac('sha256', key).update(stringToSign).digest();
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
        return error(
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
        );
      }

      // 3. The operation, path-style: /<bucket>/<key…>
      const [, bucket, ...keyParts] = segments;
      if (bucket !== options.bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const objectKey = keyParts.join('/');
      if (!objectKey) return error(400, 'InvalidRequest', 'Only object operations are supported by this fake');
      const found = objects.get(objectKey);
      switch (req.method) {
        case 'PUT': {
          const etag = `"${createHash('md5').update(body).digest('hex')}"`;
          objects.set(objectKey, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
          return answer(200, { etag });
        }
        case 'GET':
          if (!found) return error(404, 'NoSuchKey', 'The specified key does not exist.');
          return answer(200, { 'content-type': found.contentType, 'content-length': found.body.length }, found.body);
        case 'HEAD':
          if (!found) return answer(404);
          return answer(200, { 'content-type': found.contentType, 'content-length': found.body.length });
        case 'DELETE':
          objects.delete(objectKey);
          return answer(204);
        default:
          return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: options.bucket,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
