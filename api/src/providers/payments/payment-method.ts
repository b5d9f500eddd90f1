import { z } from 'zod';

// What a checkout sends to pay: the PaymentMethod id the gateway's card fields made in the browser. The card's
// number, expiry and CVC go from the browser to the gateway only, so the api stays out of card-data scope; a body
// that still carries them is refused (400 card_data_refused) rather than silently ignored.

export const paymentMethodSchema = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'must be a payment method id (pm_…) from the card fields');

/** The names a card's details went by in earlier checkouts (and any client that still sends them). */
const CARD_FIELD_NAMES = ['card', 'card_number', 'card_expiry', 'card_cvc', 'card_exp_month', 'card_exp_year'] as const;

const refused = z
  .unknown()
  .optional()
  .refine((v) => v === undefined, {
    message: "Card details are entered in the payment gateway's card fields and never sent to this api",
    params: { code: 'card_data_refused' },
  });

/** Spread into a pay body: each former card field is declared, and refused when present. */
export const cardDataRefused = Object.fromEntries(CARD_FIELD_NAMES.map((name) => [name, refused])) as Record<
  (typeof CARD_FIELD_NAMES)[number],
  typeof refused
>;
