import { createHmac, timingSafeEqual } from 'node:crypto';

// Stripe's webhook signature (https://docs.stripe.com/webhooks#verify-manually): the `Stripe-Signature` header is
// `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>` (several v1 while a secret
// is being rolled). A timestamp outside the tolerance is refused, so a captured delivery cannot be replayed later;
// within it, the event id makes a second delivery harmless (payment_events).

/** Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_S = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'malformed' | 'timestamp' | 'signature' };

const hmac = (secret: string, timestamp: number, payload: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

export function verifyWebhookSignature(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  now: Date = new Date(),
  toleranceS: number = WEBHOOK_TOLERANCE_S,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return { ok: false, reason: 'timestamp' };
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const match = signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
  return match ? { ok: true } : { ok: false, reason: 'signature' };
}

/** The header a gateway sends with `payload` (the fake gateway's and the tests' side of the protocol). */
export function signWebhookPayload(payload: string, secret: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}
