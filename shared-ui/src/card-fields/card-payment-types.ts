import type { RefObject } from 'react';

/** The words of the card entry (this folder's locales). */
export const CARD_NS = 'payment-card';

/** GET /payments/config. */
export interface PaymentsConfig {
  provider: string;
  publishable_key: string | null;
}

/** What a checkout asks of its card entry. */
export interface CardPaymentHandle {
  /** The card entered as a PaymentMethod id (made in the browser), or null when the fields say what is wrong. */
  createPaymentMethod(): Promise<string | null>;
  /** Completes 3-D Secure for the intent behind this client secret: true once the card is authenticated. */
  authenticate(clientSecret: string): Promise<boolean>;
}

export interface CardPaymentProps {
  /** Filled with the element's handle once it shows (useRef<CardPaymentHandle | null>(null)). */
  handle: RefObject<CardPaymentHandle | null>;
  /** What will be charged, in minor units of `currency` (Stripe's element needs it before the intent exists). */
  amountMinor: number;
  currency: string;
  disabled?: boolean;
}
