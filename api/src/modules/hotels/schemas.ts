// zod schemas of the hotels api's inputs. Messages name the field (the errors plugin prefixes it).
import { at } from '../../lib/checked';
import { z } from 'zod';
import { CURRENCY_CODES } from '../../providers/fx';
import { cardDataRefused, paymentMethodSchema } from '../../providers/payments/payment-method';
import { FACET_AMENITIES } from './search/results';
import { SORT_KEYS } from './search/query';

const MEALS = ['nomeal', 'breakfast', 'half-board', 'full-board', 'all-inclusive'] as const;
const BEDS = ['double', 'twin', 'king', 'sofa'] as const;
const TYPES = ['hotel', 'apartment', 'resort', 'hostel', 'guesthouse', 'villa'] as const;

/** "a,b,c" → ['a','b','c'], each one of `values`. */
function csv<T extends string>(values: readonly [T, ...T[]]) {
  return z
    .string()
    .max(300)
    .optional()
    .transform((s) =>
      s
        ? s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(values)).max(values.length));
}

const flag = z
  .enum(['1', '0', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const amount = z.coerce.number().int().min(0).max(100_000_000).optional();
const lang = z.enum(['en', 'ar']).default('en');
const date = z.string().max(20).optional();

export const stayQuery = z.object({
  checkin: date,
  checkout: date,
  /** Compact "2-5,1" or JSON; see search/rooms-param.ts. */
  rooms: z.string().max(300).default('2'),
  lang,
});

export const searchQuery = stayQuery.extend({
  dest: z.string().max(200).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  radius: z.coerce.number().int().min(100).max(50_000).default(5000),
  stars: z
    .string()
    .max(20)
    .optional()
    .transform((s) => (s ? s.split(',').filter(Boolean).map(Number) : []))
    .pipe(z.array(z.number().int().min(1).max(5)).max(5)),
  rating_min: z.coerce.number().int().min(1).max(10).optional(),
  types: csv(TYPES),
  meals: csv(MEALS),
  beds: csv(BEDS),
  amenities: csv(FACET_AMENITIES),
  free_cancellation: flag,
  price_min: amount,
  price_max: amount,
  bbox: z
    .string()
    .max(100)
    .optional()
    .transform((s) => (s ? s.split(',').map(Number) : null))
    .refine(
      (b) => b === null || (b.length === 4 && b.every(Number.isFinite) && at(b, 0) <= at(b, 2) && at(b, 1) <= at(b, 3)),
      'Bounds must be south,west,north,east',
    ),
  sort: z.enum(SORT_KEYS).default('recommended'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type SearchQueryInput = z.infer<typeof searchQuery>;

export const destinationsQuery = z.object({ q: z.string().max(100).default(''), lang });
export const langQuery = z.object({ lang });

export const hidParams = z.object({ hid: z.string().min(1).max(64) });

export const favouritesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  lang,
});
export const favouriteBody = z.object({ hid: z.string().min(1).max(64) });

export const imageParams = z.object({
  hid: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  variant: z.coerce.number().int().min(0).max(99),
  file: z.string().regex(/^\d{1,4}x\d{1,4}\.svg$/, 'Image must be <width>x<height>.svg'),
});

export const createCheckoutBody = z.object({
  rate_key: z.string().min(1).max(4096),
  currency: z.enum(CURRENCY_CODES).default('AED'),
  lang,
});

export const checkoutParams = z.object({ id: z.string().min(1).max(64) });

const name = z.string().max(100);
const guest = z.object({
  title: z.enum(['mr', 'mrs', 'ms']).optional(),
  first_name: name,
  last_name: name,
  citizenship: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Citizenship must be a two-letter country code')
    .optional(),
  is_child: z.boolean().optional(),
  age: z.number().int().min(0).max(17).optional(),
});

export const guestsBody = z.object({
  contact: z.object({
    email: z.email().max(320),
    phone: z
      .string()
      .regex(/^\+?[0-9 ]{6,20}$/, 'Phone must be digits, optionally with a leading +')
      .nullish(),
  }),
  rooms: z
    .array(z.object({ guests: z.array(guest).max(10) }))
    .min(1)
    .max(9),
});

export const payBody = z.object({
  /** The PaymentMethod the gateway's card fields made in the browser; the card itself never comes here. */
  payment_method: paymentMethodSchema,
  ...cardDataRefused,
});
