import { z } from 'zod';

export const paymentsConfigResponse = z.object({
  /** test-cards: the built-in offline gateway (its card element is shared-ui's); stripe: Stripe's API. */
  provider: z.string(),
  /** Stripe's publishable key for the Payment Element; null: the built-in test element is used. */
  publishable_key: z.string().nullable(),
});

export const authenticateResponse = z.object({
  /** The intent after the challenge: succeeded, or declined (final for its key). */
  status: z.enum(['succeeded', 'declined', 'failed', 'requires_action']),
});

export const webhookResponse = z.object({
  received: z.literal(true),
  /** A second delivery of an event already received: acknowledged, not acted on again. */
  duplicate: z.boolean(),
});
