import type { Db } from '../../db/client';
import { requireHttpUrl } from '../http-url';
import { createStripePayments } from './stripe';
import { createTestCardPayments } from './test-cards';
import type { PaymentsProvider } from './types';

export * from './types';
export * from './payment-method';
export {
  createTestCardPayments,
  completeTestAuthentication,
  TEST_PAYMENT_METHODS,
  UNKNOWN_PAYMENT_METHOD,
} from './test-cards';
export { createStripePayments, type StripePaymentsOptions } from './stripe';
export { verifyWebhookSignature, signWebhookPayload, WEBHOOK_TOLERANCE_S } from './webhook-signature';

/**
 * A gateway with Stripe's API when PAYMENTS_API_KEY is set (PAYMENTS_API_URL another origin speaking the same
 * protocol, default https://api.stripe.com; PAYMENTS_PUBLISHABLE_KEY the browser's key for the Payment Element),
 * else the built-in test cards.
 */
export function createPaymentsProvider(db: Db, env: NodeJS.ProcessEnv = process.env): PaymentsProvider {
  const apiKey = env.PAYMENTS_API_KEY?.trim();
  if (!apiKey) return createTestCardPayments(db);
  const baseUrl = env.PAYMENTS_API_URL?.trim();
  if (baseUrl) requireHttpUrl(baseUrl, 'PAYMENTS_API_URL');
  const publishableKey = env.PAYMENTS_PUBLISHABLE_KEY?.trim() || null;
  // Without it the checkouts show the built-in element, whose test PaymentMethods only Stripe's test mode knows.
  if (!publishableKey && /^(sk|rk)_live_/.test(apiKey))
    throw new Error('PAYMENTS_PUBLISHABLE_KEY is required with a live PAYMENTS_API_KEY');
  return createStripePayments({ apiKey, publishableKey, ...(baseUrl ? { baseUrl } : {}) });
}
