import { z } from 'zod';
import { cardDataRefused, paymentMethodSchema } from '../../providers/payments/payment-method';
import { SORT_KEYS, UTIL_NAMES } from './types';

// Request bodies of the activities api. Opaque ids are only shape-checked here; the services decode
// them (400 'Invalid id') so a wrong id and an unknown one answer differently (400 vs 404).

const opaqueId = z.string().trim().min(1).max(64);
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug')
  .max(60);
const minor = z.number().int().min(0).max(100_000_000);

export const fetchActivityBody = z.object({ acid: opaqueId });

export const listActivitiesBody = z
  .object({
    main_category: slug.optional(),
    category: slug.optional(),
    /** Adult ticket price bounds, AED fils. */
    min_price: minor.optional(),
    max_price: minor.optional(),
    min_rating: z.number().min(0).max(5).optional(),
    kid_friendly: z.boolean().optional(),
    sort: z.enum(SORT_KEYS).default('rating'),
    cursor: z.string().trim().min(1).max(200).optional(),
    limit: z.number().int().min(1).max(48).default(12),
  })
  .refine((b) => b.min_price === undefined || b.max_price === undefined || b.min_price <= b.max_price, {
    path: ['max_price'],
    message: 'must not be below min_price',
  })
  .prefault({});
export type ListActivitiesInput = z.infer<typeof listActivitiesBody>;

export const relatedBody = z.object({ acid: opaqueId, limit: z.number().int().min(1).max(12).default(6) });

export const reviewsBody = z.object({
  acid: opaqueId,
  cursor: opaqueId.optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

export const utilsBody = z.object({ name: z.enum(UTIL_NAMES), main_category: slug.optional() });

export const searchActivitiesBody = z.object({
  name: z.string().max(100),
  limit: z.number().int().min(1).max(10).default(4),
});

export const searchUsersBody = z.object({
  query: z.string().max(100),
  limit: z.number().int().min(1).max(10).default(4),
});

export const wishlistItemBody = z.object({ acid: opaqueId });

export const wishlistPageBody = z
  .object({ page: z.number().int().min(1).max(10_000).default(1), limit: z.number().int().min(1).max(48).default(12) })
  .prefault({});

export const orderRefBody = z.object({ order_id: z.string().trim().min(1).max(100) });

export const payOrderBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  /** The PaymentMethod the gateway's card fields made in the browser; the card itself never comes here. */
  payment_method: paymentMethodSchema,
  ...cardDataRefused,
});

/** `640.svg`: the width in px; the picture is 16:9. */
const svgFile = z
  .string()
  .regex(/^\d{1,4}\.svg$/, 'must be <width>.svg')
  .transform((f) => Number(f.slice(0, -4)));

export const imageParams = z.object({ slug, file: svgFile });
export const galleryImageParams = z.object({ slug, variant: z.coerce.number().int().min(0).max(3), file: svgFile });

/** The order page and cancel: the signed-in owner needs only the reference; anyone else also the contact e-mail. */
export const orderAccessBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  email: z.email().max(320).optional(),
});

export const voucherParams = z.object({ order_id: z.string().trim().min(1).max(100) });
export const voucherQuery = z.object({
  lang: z.enum(['en', 'ar']).default('en'),
  email: z.email().max(320).optional(),
});

/** A ticket code as scanned or typed: base32, dashes and spaces allowed. */
export const ticketCodeBody = z.object({ code: z.string().trim().min(1).max(80) });
