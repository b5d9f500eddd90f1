// The rules of a card form, the same in every checkout (hotels, activities): what a field accepts as it is
// typed, and when it is good enough to send. The api checks the same rules again (api/src/providers/payments/card.ts).

export interface CardValue {
  /** As shown, grouped: "4242 4242 4242 4242". */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/**
 * The built-in payments provider's cards (api/src/providers/payments), shown under every checkout while no real
 * gateway is configured. Grouped as typed; wrap each in <bdi dir="ltr">, or Arabic shows the groups reversed.
 */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsOnce: '4000 0000 0000 0119',
} as const;

export const emptyCard = (): CardValue => ({ number: '', expiry: '', cvc: '' });

const digits = (s: string) => s.replace(/\D/g, '');

/** 4242424242424242 → "4242 4242 4242 4242" as it is typed (19 digits at most). */
export const formatCardNumber = (value: string): string =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1229" → "12/29" as it is typed. */
export function formatExpiry(value: string): string {
  const d = digits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** MM/YY, this month or later (the card works to the end of its month). */
export function expiryValid(value: string, now: Date = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return false;
  const year = 2000 + Number(m[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && Number(m[1]) >= now.getMonth() + 1);
}

export type CardProblems = Record<keyof CardValue, boolean>;

/** Which fields are wrong (true) or fine (false). */
export function cardProblems(card: CardValue, now: Date = new Date()): CardProblems {
  return {
    number: digits(card.number).length < 12,
    expiry: !expiryValid(card.expiry, now),
    cvc: !/^\d{3,4}$/.test(card.cvc),
  };
}

export const cardReady = (card: CardValue, now: Date = new Date()): boolean =>
  !Object.values(cardProblems(card, now)).some(Boolean);

/** What the api takes: the number's digits, MM/YY and the CVC. */
export const cardPayload = (card: CardValue): CardValue => ({
  number: digits(card.number),
  expiry: card.expiry,
  cvc: card.cvc,
});
