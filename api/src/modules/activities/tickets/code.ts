import { createHash, createHmac } from 'node:crypto';

// A ticket's code is derived, not stored: code = base32(HMAC-SHA256(ticketKey, ticket uuid))[first 160 bits], where
// ticketKey = HMAC-SHA256(ID_SECRET, 'jad:ticket-code:v1'). The table keeps only sha-256(code), so a copy of the
// database alone neither shows nor lets anyone forge a code (the uuid is useless without the secret), yet the api can
// show the owner their code again at any time without keeping a decryptable copy. Rotating ID_SECRET changes every
// code (and every opaque id): issue new vouchers if it is ever rotated.
// Base32 (RFC 4648, A–Z 2–7) because it fits a QR code's alphanumeric mode and reads aloud without 0/O, 1/I mix-ups.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 20 bytes = 160 bits = exactly 32 base32 characters, no padding. */
const CODE_BYTES = 20;
export const CODE_LENGTH = 32;

function base32(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export interface TicketCodes {
  /** The code of a ticket, from its uuid. */
  codeOf(ticketUuid: string): string;
}

export function createTicketCodes(secret: string): TicketCodes {
  const key = createHmac('sha256', secret).update('jad:ticket-code:v1').digest();
  return {
    codeOf: (ticketUuid) =>
      base32(createHmac('sha256', key).update(ticketUuid.toLowerCase()).digest().subarray(0, CODE_BYTES)),
  };
}

/** What a scanner or a typing clerk sends, made comparable: spaces and dashes dropped, upper case. Null if it cannot be a code. */
export function normaliseCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return code.length === CODE_LENGTH && /^[A-Z2-7]+$/.test(code) ? code : null;
}

export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** For people: eight groups of four (the QR code carries the bare code). */
export const formatCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;
