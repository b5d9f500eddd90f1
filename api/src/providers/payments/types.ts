export interface ChargeInput {
  /** Minor units of `currency` (the api charges in AED fils). */
  amountMinor: number;
  currency: string;
  cardNumber: string;
  /** The card's expiry and CVC, when the checkout collected them (a real gateway needs the expiry; test cards ignore them). */
  cardExpMonth?: number;
  cardExpYear?: number;
  cardCvc?: string;
  /** The same key never charges twice: a retry gets the first final result back. */
  idempotencyKey: string;
  description: string;
  /** The order the charge pays for, when it already exists. */
  orderId?: number | null;
}

export type ChargeStatus = 'succeeded' | 'declined' | 'failed';

export interface ChargeResult {
  /** declined: the card was refused (final). failed: a processing error; retrying the same key may succeed. */
  status: ChargeStatus;
  ref: string;
  error?: string;
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
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The final or pending result of the charge made under this key, or null if none was made (for reconciliation). */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  refund(input: RefundInput): Promise<RefundResult>;
}

export const CARD_DECLINED = 'Your card was declined';
export const PROCESSING_ERROR = 'The payment could not be processed. Please try again';
