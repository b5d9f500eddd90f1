// The rules of the built-in card element, the same in every checkout (hotels, activities, plans): what a field
// accepts as it is typed, when it is complete, and which test PaymentMethod it tokenises to. The card itself never
// leaves the browser: the api gets the PaymentMethod id only.

export interface CardValue {
  /** As shown, grouped: "4242 4242 4242 4242". */
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/**
 * The built-in payments provider's cards (api/src/providers/payments/test-cards.ts), shown under the built-in card
 * element. Grouped as typed; wrap each in <bdi dir="ltr">, or Arabic shows the groups reversed.
 */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failsOnce: '4000 0000 0000 0119',
  threeDSecure: '4000 0027 6000 3184',
} as const;

/** Each test card's PaymentMethod id: Stripe's test ids, which the built-in gateway (and Stripe's test mode) know. */
const TEST_PAYMENT_METHODS: Record<keyof typeof TEST_CARDS, string> = {
  success: 'pm_card_visa',
  declined: 'pm_card_visa_chargeDeclined',
  failsOnce: 'pm_card_chargeDeclinedProcessingError',
  threeDSecure: 'pm_card_authenticationRequired',
};

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

/** The Luhn check every card number passes (a typo in one digit fails it). */
export function luhnValid(number: string): boolean {
  const d = digits(number);
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return d.length >= 12 && sum % 10 === 0;
}

/** The built-in element's tokenising: a test card's PaymentMethod id, or null for any other number. */
export function testPaymentMethodOf(number: string): string | null {
  const d = digits(number);
  const key = (Object.keys(TEST_CARDS) as (keyof typeof TEST_CARDS)[]).find((k) => digits(TEST_CARDS[k]) === d);
  return key ? TEST_PAYMENT_METHODS[key] : null;
}
