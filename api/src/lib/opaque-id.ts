import { createCipheriv, createDecipheriv, createHmac, hkdfSync } from 'node:crypto';
import { invalid } from './domain-error';

/**
 * Opaque ids for links: AES-256-GCM over the id as 8 big-endian bytes, with the kind as additional data.
 * The IV is derived from HMAC-SHA256(kind:n), so one id always encodes to the same string (stable
 * links, cacheable) while the tag still authenticates it: a tampered value or a value minted for
 * another kind fails to decrypt. Encryption and IV keys are derived from the secret with HKDF so
 * neither key is used for two jobs.
 */
export interface OpaqueIds {
  encodeId(kind: string, n: number | bigint): string;
  /** Throws a 400 'invalid_id' DomainError for anything that is not an id of this kind minted with our secret. */
  decodeId(kind: string, value: string): number;
  /** Like decodeId but returns null instead of throwing. */
  tryDecodeId(kind: string, value: string): number | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const PLAIN_BYTES = 8;
const TOKEN_BYTES = IV_BYTES + PLAIN_BYTES + TAG_BYTES;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function createOpaqueIds(secret: string): OpaqueIds {
  if (secret.length < 32) throw new Error('The id secret must be at least 32 characters');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, 'jad-opaque-ids', info, 32));
  const encKey = derive('aes-256-gcm key');
  const ivKey = derive('iv key');

  const ivFor = (kind: string, n: bigint) =>
    createHmac('sha256', ivKey).update(`${kind}:${n.toString()}`).digest().subarray(0, IV_BYTES);

  const encode = (kind: string, n: number | bigint): string => {
    const big = typeof n === 'bigint' ? n : Number.isSafeInteger(n) ? BigInt(n) : -1n;
    if (big < 0n || big > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`Cannot encode ${String(n)} as an id`);
    const plain = Buffer.alloc(PLAIN_BYTES);
    plain.writeBigUInt64BE(big);
    const iv = ivFor(kind, big);
    const cipher = createCipheriv('aes-256-gcm', encKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(kind, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  };

  const tryDecode = (kind: string, value: string): number | null => {
    if (typeof value !== 'string' || value.length > 64 || !BASE64URL.test(value)) return null;
    const raw = Buffer.from(value, 'base64url');
    if (raw.length !== TOKEN_BYTES) return null;
    const iv = raw.subarray(0, IV_BYTES);
    const body = raw.subarray(IV_BYTES, IV_BYTES + PLAIN_BYTES);
    const tag = raw.subarray(IV_BYTES + PLAIN_BYTES);
    try {
      const decipher = createDecipheriv('aes-256-gcm', encKey, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(kind, 'utf8'));
      decipher.setAuthTag(tag);
      const plain = Buffer.concat([decipher.update(body), decipher.final()]);
      const n = plain.readBigUInt64BE();
      if (n > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      // Only the canonical encoding is accepted, so each id has exactly one spelling.
      if (!ivFor(kind, n).equals(iv)) return null;
      return Number(n);
    } catch {
      return null;
    }
  };

  return {
    encodeId: encode,
    tryDecodeId: tryDecode,
    decodeId(kind, value) {
      const n = tryDecode(kind, value);
      if (n === null) throw invalid('invalid_id');
      return n;
    },
  };
}
