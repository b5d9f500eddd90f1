// Book hashes of the built-in provider: the quote itself (hotel, room type, meal, rate kind,
// dates, guests, total) plus an HMAC-SHA256 over it with a server secret. Clients treat the hash
// as opaque; the server can trust every field in it without storing quotes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GuestRoom, Meal } from './types';

export interface BookHashPayload {
  hotelId: string;
  roomTypeId: string;
  meal: Meal;
  nonRefundable: boolean;
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
  totalMinor: number;
  currency: string;
  /** Seconds since the epoch when the quote was made; old quotes expire. */
  issuedAt: number;
}

type Wire = [1, string, string, Meal, 0 | 1, string, string, [number, number[]][], number, string, number];

const PREFIX = 'h-';

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`book-hash:${body}`).digest('base64url');
}

export function encodeBookHash(payload: BookHashPayload, secret: string): string {
  const wire: Wire = [
    1,
    payload.hotelId,
    payload.roomTypeId,
    payload.meal,
    payload.nonRefundable ? 1 : 0,
    payload.checkin,
    payload.checkout,
    payload.guests.map((g) => [g.adults, [...g.children]]),
    payload.totalMinor,
    payload.currency,
    payload.issuedAt,
  ];
  const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
  return `${PREFIX}${body}.${sign(secret, body)}`;
}

/** Null when the hash is malformed, altered, or signed with another secret. */
export function decodeBookHash(hash: string, secret: string): BookHashPayload | null {
  if (typeof hash !== 'string' || !hash.startsWith(PREFIX)) return null;
  const [body, mac, extra] = hash.slice(PREFIX.length).split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const w = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Wire;
    if (!Array.isArray(w) || w[0] !== 1 || w.length !== 11) return null;
    return {
      hotelId: w[1],
      roomTypeId: w[2],
      meal: w[3],
      nonRefundable: w[4] === 1,
      checkin: w[5],
      checkout: w[6],
      guests: w[7].map(([adults, children]) => ({ adults, children })),
      totalMinor: w[8],
      currency: w[9],
      issuedAt: w[10],
    };
  } catch {
    return null;
  }
}
