import { z } from 'zod';

export const authenticateBody = z.object({
  /** The intent's client secret, as the pay answer gave it with requires_action. */
  client_secret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{10,200}$/, 'must be a client secret'),
  /** The test challenge's answer: approve (the card is authenticated) or fail. */
  approved: z.boolean(),
});

/** The part of a gateway event read here (Stripe's Event object); the rest is the gateway's. */
export const gatewayEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      object: z.string().optional(),
      /** A charge names its PaymentIntent. */
      payment_intent: z.string().nullish(),
    }),
  }),
});
export type GatewayEvent = z.infer<typeof gatewayEvent>;
