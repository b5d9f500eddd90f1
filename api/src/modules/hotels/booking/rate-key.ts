// Rate keys: what the browser holds to book a rate. The supplier's book hash travels inside,
// encrypted and authenticated (AES-256-GCM, key derived from the api's id secret), together with
// the stay it was quoted for. The browser can neither read the net price inside a built-in hash nor
// forge a key, and the server needs no storage for quotes.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { BedType, GuestRoom, Meal } from '../../../providers/hotel-supply/types';

export interface RateKeyPayload {
  /** Supplier name, so a key minted under one supplier is refused by another. */
  provider: string;
  bookHash: string;
  hid: number;
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
  roomTypeId: string | null;
  roomName: string;
  meal: Meal;
  bed: BedType | null;
}

const IV = 12;
const TAG = 16;

export interface RateKeys {
  encode(payload: RateKeyPayload): string;
  /** Null for anything not minted by this api with this secret. */
  decode(key: string): RateKeyPayload | null;
}

export function createRateKeys(idSecret: string): RateKeys {
  const key = Buffer.from(hkdfSync('sha256', idSecret, 'jad-hotels', 'rate-key aes-256-gcm', 32));
  return {
    encode(payload) {
      const iv = randomBytes(IV);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG });
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    decode(text) {
      if (typeof text !== 'string' || text.length > 4096 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
      const raw = Buffer.from(text, 'base64url');
      if (raw.length <= IV + TAG) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV), { authTagLength: TAG });
        decipher.setAuthTag(raw.subarray(raw.length - TAG));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV, raw.length - TAG)), decipher.final()]).toString(
          'utf8',
        );
        return JSON.parse(plain) as RateKeyPayload;
      } catch {
        return null;
      }
    },
  };
}
