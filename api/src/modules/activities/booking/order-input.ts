// The body of POST /activities/orders. Only zod and the currency list are imported, so the front end's type check
// reads this file (its input type goes out through the contract) without pulling in the api.
import { z } from 'zod';
import { CURRENCY_CODES } from '../../../providers/fx/currencies';

const opaqueId = z.string().trim().min(1).max(64);
const ticketCount = z.number().int().min(0).max(20);

export const createOrderBody = z.object({
  acid: opaqueId,
  /** Optional in the schema so that a missing branch gets the product's message, not a generic one. */
  branch_id: opaqueId.optional(),
  visit_date: z.iso.date(),
  tickets: z.object({ adult: ticketCount.default(0), teen: ticketCount.default(0), child: ticketCount.default(0) }),
  currency: z.enum(CURRENCY_CODES).default('AED'),
  /** Made once per booking form by the client: a double click or a retry creates one order. */
  idempotency_key: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/, 'must be letters, digits, - or _'),
  contact_name: z.string().trim().min(1).max(120).optional(),
  contact_email: z.email().max(320).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderBody>;
