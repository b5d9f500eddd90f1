import type { Db } from '../../db/client';
import { requireHttpUrl } from '../http-url';
import { createStripePayments } from './stripe';
import { createTestCardPayments } from './test-cards';
import type { PaymentsProvider } from './types';

export * from './types';
export * from './card';
export { createTestCardPayments, TEST_CARDS, CARD_INVALID } from './test-cards';
export { createStripePayments, type StripePaymentsOptions } from './stripe';

/**
 * A gateway with Stripe's API when PAYMENTS_API_KEY is set (PAYMENTS_API_URL another origin speaking the same
 * protocol, default https://api.stripe.com), else the built-in test cards.
 */
export function createPaymentsProvider(db: Db, env: NodeJS.ProcessEnv = process.env): PaymentsProvider {
  const apiKey = env.PAYMENTS_API_KEY?.trim();
  if (!apiKey) return createTestCardPayments(db);
  const baseUrl = env.PAYMENTS_API_URL?.trim();
  if (baseUrl) requireHttpUrl(baseUrl, 'PAYMENTS_API_URL');
  return createStripePayments({ apiKey, ...(baseUrl ? { baseUrl } : {}) });
}
