import { z } from 'zod';
import type { ChargeInput } from './types';

// The card as a checkout collects it (number, MM/YY, CVC), checked the same way for every domain that takes a
// payment, and turned into the fields of a charge. A real gateway needs all three; the test cards read the number.

/** What a checkout sends (every checkout collects all three). */
export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * False once the card's month is over everywhere on earth (UTC−12), so a traveller whose local month is
 * still the card's month is never refused; the gateway has the final word anyway.
 */
export function cardExpiryCurrent(expiry: string, now: Date = new Date()): boolean {
  const m = EXPIRY.exec(expiry);
  if (!m) return false;
  const latest = new Date(now.getTime() - 12 * 3600_000);
  const cardMonths = (2000 + Number(m[2])) * 12 + Number(m[1]) - 1;
  return cardMonths >= latest.getUTCFullYear() * 12 + latest.getUTCMonth();
}

export const cardNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9 -]{12,23}$/, 'Card number must be 12 to 19 digits');
export const cardExpirySchema = z
  .string()
  .trim()
  // abort: a malformed expiry is not also called expired.
  .regex(EXPIRY, { error: 'Expiry must be MM/YY', abort: true })
  .refine((v) => cardExpiryCurrent(v), 'The card has expired');
export const cardCvcSchema = z
  .string()
  .trim()
  .regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits');

/** The card's part of a charge: MM/YY becomes a month and a four-digit year. */
export function chargeCard(
  card: CardDetails,
): Pick<ChargeInput, 'cardNumber' | 'cardExpMonth' | 'cardExpYear' | 'cardCvc'> {
  const m = card.expiry ? EXPIRY.exec(card.expiry) : null;
  return {
    cardNumber: card.number,
    ...(m ? { cardExpMonth: Number(m[1]), cardExpYear: 2000 + Number(m[2]) } : {}),
    ...(card.cvc ? { cardCvc: card.cvc } : {}),
  };
}
