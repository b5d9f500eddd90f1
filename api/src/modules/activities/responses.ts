// zod schemas of the activities api's answers: the routes' response schemas (the OpenAPI document and the
// serializer read them) and the source of ./types.ts. Money is AED fils (minor units). Only zod and the
// shapes' own lists are imported, so front ends' type checks do not pull in the api.
import { z } from 'zod';
import { ratingBreakdown, reviewPhoto } from '../reviews/responses';
import { TICKET_BANDS } from './types';

const ticketBand = z.enum(TICKET_BANDS);
const lang = z.enum(['en', 'ar']);
/** [openMin, closeMin) in minutes from midnight, Dubai time. */
const interval = z.tuple([z.number(), z.number()]);

/** 0 = Sunday … 6 = Saturday → [openMin, closeMin) intervals in Dubai time; an empty list = closed. */
export const weeklyHours = z.record(z.string(), z.array(interval));

export const activitySummary = z.object({
  /** Opaque id (kind 'activity'): the `acid` of /activity-detail?acid=… */
  activity_id: z.string(),
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  main_category: z.string(),
  categories: z.array(z.string()),
  /** 16:9 generated image, 640 px wide. */
  horizontal_thumbnail: z.string(),
  rating: z.number(),
  review_count: z.number(),
  duration_min: z.number(),
  kid_friendly: z.boolean(),
  min_age: z.number().nullable(),
  price_adult_minor: z.number(),
  price_teen_minor: z.number(),
  price_child_minor: z.number(),
  /** The currency of the prices above: always AED; the client converts for display. */
  currency: z.literal('AED'),
  /** Neighbourhood of the first branch, in English (e.g. 'Downtown Dubai'). */
  area: z.string().nullable(),
  /** The same neighbourhood in Arabic. */
  area_ar: z.string().nullable(),
  branch_count: z.number(),
  /** False for visitors. */
  is_wishlisted: z.boolean(),
});

export const activityBranch = z.object({
  /** Opaque id (kind 'activity-branch'). */
  branch_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  area: z.string(),
  area_ar: z.string(),
  lat: z.number(),
  lng: z.number(),
  hours: weeklyHours,
  phone: z.string().nullable(),
});

export const activityReview = z.object({
  review_id: z.string(),
  author_name: z.string(),
  rating: z.number(),
  text_en: z.string(),
  text_ar: z.string(),
  created_at: z.string(),
  /** Written by a member who booked it (a paid order whose visit date had passed); seeded reviews are not. */
  verified: z.boolean(),
  /** The language a member wrote in (their text is in that field only); null for seeded reviews in both. */
  lang: lang.nullable(),
  /** Up to 3, in the author's order. */
  photos: z.array(reviewPhoto),
});

export const mainCategoryInfo = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  /** Name of an @mui/icons-material icon. */
  icon: z.string(),
});

export const activityDetail = activitySummary.extend({
  description_en: z.string(),
  description_ar: z.string(),
  highlights_en: z.array(z.string()),
  highlights_ar: z.array(z.string()),
  /** Cancelling up to this many hours before the visit refunds in full; null: non-refundable. */
  free_cancellation_hours: z.number().nullable(),
  main_category_info: mainCategoryInfo,
  /** Gallery, first = the thumbnail picture at 1200 px. */
  images: z.array(z.string()),
  branches: z.array(activityBranch),
  /** Newest first; more with POST /activities/reviews and `reviews_next_cursor`. */
  reviews: z.array(activityReview),
  reviews_next_cursor: z.string().nullable(),
  /** Count of reviews per star, index 0 = 1 star … 4 = 5 stars. */
  rating_breakdown: ratingBreakdown,
  related: z.array(activitySummary),
});

export const activityListResponse = z.object({
  rows: z.array(activitySummary),
  /** All activities matching the filters (not only this page). */
  count: z.number(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});

export const relatedActivitiesResponse = z.object({ rows: z.array(activitySummary) });

export const reviewsPage = z.object({ rows: z.array(activityReview), next_cursor: z.string().nullable() });

export const wishlistPage = z.object({
  rows: z.array(activitySummary),
  count: z.number(),
  page: z.number(),
  limit: z.number(),
});

export const wishlistToggleResponse = z.object({ activity_id: z.string(), is_wishlisted: z.boolean() });

export const searchActivity = z.object({
  activity_id: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  /** 16:9 image, 128 px wide. */
  horizontal_thumbnail: z.string(),
  main_category: z.string(),
});

export const searchActivitiesResponse = z.object({ activities: z.array(searchActivity) });

export const searchProfile = z.object({
  uuid: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile: z.object({ profile_picture: z.string().nullable(), is_verified: z.boolean() }),
});

export const searchUsersResponse = z.object({ profiles: z.array(searchProfile) });

export const ticketLine = z.object({
  band: ticketBand,
  quantity: z.number(),
  unit_price_minor: z.number(),
  subtotal_minor: z.number(),
});

export const activityOrderStatus = z.enum(['pending', 'confirmed', 'cancelled', 'payment_failed', 'failed_refund']);

const paymentAttempt = z.object({
  status: z.enum(['succeeded', 'declined', 'failed', 'requires_action']),
  error: z.string().nullable(),
  /** With requires_action (3-D Secure): what the browser's card fields complete it with, then pay again. */
  client_secret: z.string().optional(),
});

export const activityOrder = z.object({
  /** Booking reference (uuid), also listed by GET /orders. */
  order_id: z.string(),
  status: activityOrderStatus,
  activity: z.object({
    activity_id: z.string(),
    name_en: z.string(),
    name_ar: z.string(),
    horizontal_thumbnail: z.string(),
  }),
  branch: z.object({ branch_id: z.string(), name_en: z.string(), name_ar: z.string(), area: z.string() }),
  visit_date: z.string(),
  tickets: z.array(ticketLine),
  /** Charged in AED fils, priced by the server. */
  amount_minor: z.number(),
  /** The display currency chosen at order time and the amount in its minor units. */
  currency: z.string(),
  display_amount_minor: z.number(),
  contact_name: z.string(),
  contact_email: z.string(),
  /** The last payment attempt's outcome, if any. */
  payment: paymentAttempt.nullable(),
  created_at: z.string(),
  /** Units of `currency` per 1 AED at order time (to show a refund in the buyer's currency). */
  fx_rate: z.number(),
  /** Refunded in AED fils once cancelled; null before. */
  refund_minor: z.number().nullable(),
  cancelled_at: z.string().nullable(),
  /** The activity's policy when booked: free cancellation up to this many hours before the visit; null: non-refundable. */
  free_cancellation_hours: z.number().nullable(),
});

export const payResponse = z.object({ order: activityOrder, payment: paymentAttempt });

export const mainCategoryUtil = mainCategoryInfo.extend({ sort_order: z.number(), activity_count: z.number() });
export const categoryUtil = z.object({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  activity_count: z.number(),
});
export const priceRangeUtil = z.object({
  /** Adult ticket prices, AED fils. */
  min_minor: z.number(),
  max_minor: z.number(),
});
export const countryUtil = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});

export const utilsResponse = z.discriminatedUnion('name', [
  z.object({ name: z.literal('main_categories'), rows: z.array(mainCategoryUtil) }),
  z.object({ name: z.literal('categories'), rows: z.array(categoryUtil) }),
  z.object({ name: z.literal('price_range'), rows: z.array(priceRangeUtil) }),
  z.object({ name: z.literal('countries'), rows: z.array(countryUtil) }),
]);

export const ticketStatus = z.enum(['valid', 'redeemed', 'cancelled']);
const ticketCounts = z.record(ticketBand, z.number());

export const venueTicket = z.object({
  status: ticketStatus,
  activity: z.object({ name_en: z.string(), name_ar: z.string() }),
  branch: z.object({ name_en: z.string(), name_ar: z.string() }),
  visit_date: z.string(),
  counts: ticketCounts,
  redeemed_at: z.string().nullable(),
});

export const ticketCheckResponse = z.object({
  result: z.enum(['valid', 'redeemed', 'already_used', 'cancelled']),
  ticket: venueTicket,
});

export const cancellationRefusal = z.enum([
  'non_refundable',
  'deadline_passed',
  'not_confirmed',
  'cancelled',
  'redeemed',
]);

export const activityCancellation = z.object({
  /** The activity's policy at booking: full refund up to this many hours before the visit; null: non-refundable. */
  free_cancellation_hours: z.number().nullable(),
  /** When the visit starts (the branch's opening time on the visit day, Dubai time), ISO. */
  visit_starts_at: z.string(),
  /** Until when cancelling is free, ISO; null for a non-refundable order. */
  free_until: z.string().nullable(),
  cancellable: z.boolean(),
  reason: cancellationRefusal.nullable(),
  /** What cancelling now refunds (AED fils); the refund made, once cancelled. */
  refund_minor: z.number(),
});

export const orderEvent = z.enum(['booked', 'paid', 'redeemed', 'cancelled', 'refunded', 'refund_failed']);

export const activityOrderView = z.object({
  order: activityOrder,
  branch: z.object({
    name_en: z.string(),
    name_ar: z.string(),
    area: z.string(),
    area_ar: z.string(),
    lat: z.number(),
    lng: z.number(),
    phone: z.string().nullable(),
    map_url: z.string(),
    /** Opening intervals on the visit day, minutes from midnight. */
    hours_on_visit: z.array(interval),
  }),
  /** Issued when the order is paid; null before. The code is shown only here and on the voucher. */
  ticket: z
    .object({
      code: z.string(),
      /** The code in groups of four, for people. */
      code_display: z.string(),
      /** The QR code of `code` as an SVG document (dark on white). */
      qr_svg: z.string(),
      status: ticketStatus,
      counts: ticketCounts,
    })
    .nullable(),
  cancellation: activityCancellation,
  refund: z
    .object({
      amount_minor: z.number(),
      display_amount_minor: z.number(),
      status: z.enum(['pending', 'refunded', 'failed']),
    })
    .nullable(),
  history: z.array(z.object({ event: orderEvent, at: z.string() })),
  /** The PDF voucher (GET; add `lang`, and `email` for a visitor). Null until paid, or once cancelled. */
  voucher_path: z.string().nullable(),
  /** The visit as an .ics event (GET; same query as the voucher). */
  calendar_path: z.string(),
});
