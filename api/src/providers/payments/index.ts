import type { Db } from '../../db/client';
import { createStripePayments } from './stripe';
import { createTestCardPayments } from './test-cards';
import type { PaymentsProvider } from './types';

export * from './types';
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
  if (baseUrl) {
    let url: URL;
    try {
      url = new URL(baseUrl);
    } catch {
      throw new Error('PAYMENTS_API_URL must be an http(s) URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PAYMENTS_API_URL must be an http(s) URL');
  }
  return createStripePayments({ apiKey, ...(baseUrl ? { baseUrl } : {}) });
}
