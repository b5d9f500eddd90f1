import { z } from 'zod';
import { PACES, PLAN_MODES, TRAVELLER_KINDS } from '../../db/schema/plans';
import { CURRENCY_CODES } from '../../providers/fx';
import { cardDataRefused, paymentMethodSchema } from '../../providers/payments/payment-method';
import { DESTINATION_SLUGS, MAX_FREE_SLOTS, MAX_MUST_SEE } from './constants';
import { MAX_GROUP_SIZE } from './planner/validate-request';

// Request bodies of the plans api. Shapes here; meaning (dates in order, the group adds up, slots inside
// the trip) in request.ts, so each message names its field. Opaque ids are decoded by the services.

const opaqueId = z.string().trim().min(1).max(100);
const isoDate = z.iso.date('must be a date (YYYY-MM-DD)');
const minute = z.number().int().min(0).max(1440);
const count = z.number().int().min(0).max(MAX_GROUP_SIZE);
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug')
  .max(60);

export const planName = z.string().trim().min(1, 'Please enter a name for your plan').max(80);

export const createPlanBody = z.object({
  mode: z.enum(PLAN_MODES, 'must be ai or own'),
  name: planName,
  destination: z.enum(DESTINATION_SLUGS, 'Please select destination'),
  start_date: isoDate,
  end_date: isoDate,
  travellers: z.enum(TRAVELLER_KINDS, 'must be solo, couple, family or friends'),
  group: z.object({
    adults: count,
    teens: count,
    children: count,
    youngest_child_age: z.number().int().min(0).max(11).nullish(),
  }),
  interests: z.array(slug).max(40).default([]),
  day_start_min: minute.default(9 * 60),
  day_end_min: minute.default(21 * 60),
  free_time: z
    .array(z.object({ date: isoDate.nullish(), start_min: minute, end_min: minute }))
    .max(MAX_FREE_SLOTS)
    .default([]),
  /** In the traveller's display currency; converted to AED at today's rate. */
  budget: z
    .object({ amount_minor: z.number().int().min(0).max(1_000_000_000_000), currency: z.enum(CURRENCY_CODES) })
    .nullish(),
  pace: z.enum(PACES).default('balanced'),
  must_see: z.array(opaqueId).max(MAX_MUST_SEE).default([]),
});
export type CreatePlanInput = z.infer<typeof createPlanBody>;

export const planRefBody = z.object({ pid: opaqueId });

export const plansPageBody = z
  .object({ page: z.number().int().min(1).max(10_000).default(1), limit: z.number().int().min(1).max(50).default(12) })
  .prefault({});

export const renamePlanBody = z.object({ pid: opaqueId, name: planName });

export const addItemBody = z.object({
  pid: opaqueId,
  acid: opaqueId,
  date: isoDate,
  /** Absent: the earliest time the activity fits that day without a conflict. */
  start_min: minute.optional(),
  branch_id: opaqueId.optional(),
});

export const moveItemBody = z.object({
  pid: opaqueId,
  item_id: opaqueId,
  date: isoDate,
  /** Absent: the earliest conflict-free time that day (or the same time of day when nothing fits). */
  start_min: minute.optional(),
});

export const itemRefBody = z.object({ pid: opaqueId, item_id: opaqueId });

/** Every activity of one day in a new order (the day holds at most MAX_ITEMS_PER_DAY: 50 leaves room). */
export const reorderDayBody = z.object({
  pid: opaqueId,
  date: isoDate,
  item_ids: z.array(opaqueId).min(1).max(50),
  /** The day's version the page showed (optional for older clients): a newer one answers 409 plan_order_stale. */
  day_version: z.number().int().min(0).optional(),
});

export const sharePlanBody = z.object({ pid: opaqueId, shared: z.boolean() });

export const confirmPlanBody = z.object({
  pid: opaqueId,
  /** The PaymentMethod the gateway's card fields made in the browser (every item's charge uses it). */
  payment_method: paymentMethodSchema,
  ...cardDataRefused,
  currency: z.enum(CURRENCY_CODES).default('AED'),
});

export const calendarParams = z.object({ pid: opaqueId });
export const dayRouteParams = z.object({ pid: opaqueId, date: isoDate });
export const calendarQuery = z.object({ lang: z.enum(['en', 'ar']).default('en') });
/** Without lang, the PDF is in the reader's language (the lang cookie, else the account's). */
export const planPdfQuery = z.object({ lang: z.enum(['en', 'ar']).optional() });

export { slug as categorySlug };
