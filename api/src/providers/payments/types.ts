export interface ChargeInput {
  /** Minor units of `currency` (the api charges in AED fils). */
  amountMinor: number;
  currency: string;
  /**
   * The card as the gateway's own fields in the browser tokenised it (a PaymentMethod id, pm_…): the api never sees
   * a card number. The built-in provider's test element makes Stripe's test ids (TEST_PAYMENT_METHODS).
   */
  paymentMethod: string;
  /** The same key never charges twice: a retry gets the first intent back, in its current state. */
  idempotencyKey: string;
  description: string;
  /** The order the charge pays for, when it already exists. */
  orderId?: number | null;
  /** The Customer the PaymentMethod was attached to (reusableCard), when one card pays several intents. */
  customer?: string | null;
}

/** A PaymentMethod made fit to pay several intents: the id to charge (attaching may mint a new one) and its Customer. */
export interface ReusableCard {
  paymentMethod: string;
  customer: string | null;
}

/**
 * declined: the card was refused (final for the key). failed: a processing error; retrying the same key may succeed.
 * requires_action: the card asks for 3-D Secure; the browser completes it with `clientSecret`, then the caller asks
 * again with the same key (or a webhook tells) and gets the final status.
 */
export type ChargeStatus = 'succeeded' | 'declined' | 'failed' | 'requires_action';

export interface ChargeResult {
  status: ChargeStatus;
  /** The gateway's PaymentIntent id ('' when no intent was made). */
  ref: string;
  error?: string;
  /** Only with requires_action: what the browser's gateway library needs to complete the authentication. */
  clientSecret?: string;
}

/** An intent as reconciliation reads it (after a webhook): its result, its key, and what was refunded. */
export interface IntentState {
  result: ChargeResult;
  idempotencyKey: string | null;
  amountMinor: number;
  refundedMinor: number;
}

export interface RefundInput {
  ref: string;
  amountMinor: number;
}

export interface RefundResult {
  status: 'refunded' | 'failed';
  ref: string;
  error?: string;
}

export interface PaymentsProvider {
  readonly name: string;
  /** What the browser needs to load the gateway's card fields: Stripe's publishable key, or null for the built-in element. */
  readonly publishableKey: string | null;
  /** Creates and confirms the intent for this key, or (a retry) answers the current state of the one made before. */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The current result of the charge made under this key, or null if none was made (for reconciliation). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** One intent by its id, or null when the gateway does not know it. Throws when the gateway cannot answer. */
  getIntent(ref: string): Promise<IntentState | null>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Makes one card pay several intents (a plan's ticket orders): Stripe uses a PaymentMethod from the browser once
   * unless it is attached to a Customer, so it is attached to one made for `key` (the same key, the same Customer).
   * Answers the card unchanged when the gateway needs nothing (the built-in one) or cannot do it now.
   */
  reusableCard(paymentMethod: string, key: string): Promise<ReusableCard>;
  /**
   * Cancels an intent still waiting for 3-D Secure (its order is being cancelled unpaid), so a late authentication
   * cannot charge it; answers the intent's state after (succeeded when the authentication won the race).
   */
  cancelIntent(ref: string): Promise<ChargeResult>;
}

export const CARD_DECLINED = 'Your card was declined';
export const PROCESSING_ERROR = 'The payment could not be processed. Please try again';
export const AUTHENTICATION_FAILED = 'The card could not be authenticated (3-D Secure)';
