import type { ReviewPhoto } from '../reviews/types';
// Public shapes of the activities api. Front ends `import type` them; money is AED fils (minor units).

export const SORT_KEYS = ['rating', 'price_asc', 'price_desc', 'newest'] as const;
export type ActivitySort = (typeof SORT_KEYS)[number];

export const TICKET_BANDS = ['adult', 'teen', 'child'] as const;
export type TicketBand = (typeof TICKET_BANDS)[number];

/** 0 = Sunday … 6 = Saturday → [openMin, closeMin) intervals in Dubai time; an empty list = closed. */
export type WeeklyHours = Record<string, [number, number][]>;

/** An activity in lists, cards, the wishlist and related rows. */
export interface ActivitySummary {
  /** Opaque id (kind 'activity'): the `acid` of /activity-detail?acid=… */
  activity_id: string;
  slug: string;
  name_en: string;
  name_ar: string;
  main_category: string;
  categories: string[];
  /** 16:9 generated image, 640 px wide. */
  horizontal_thumbnail: string;
  rating: number;
  review_count: number;
  duration_min: number;
  kid_friendly: boolean;
  min_age: number | null;
  price_adult_minor: number;
  price_teen_minor: number;
  price_child_minor: number;
  /** The currency of the prices above: always AED; the client converts for display. */
  currency: 'AED';
  /** Neighbourhood of the first branch, in English (e.g. 'Downtown Dubai'). */
  area: string | null;
  /** The same neighbourhood in Arabic. */
  area_ar: string | null;
  branch_count: number;
  /** False for visitors. */
  is_wishlisted: boolean;
}

export interface ActivityBranch {
  /** Opaque id (kind 'activity-branch'). */
  branch_id: string;
  name_en: string;
  name_ar: string;
  area: string;
  area_ar: string;
  lat: number;
  lng: number;
  hours: WeeklyHours;
  phone: string | null;
}

export interface ActivityReview {
  review_id: string;
  author_name: string;
  rating: number;
  text_en: string;
  text_ar: string;
  created_at: string;
  /** Written by a member who booked it (a paid order whose visit date had passed); seeded reviews are not. */
  verified: boolean;
  /** The language a member wrote in (their text is in that field only); null for seeded reviews in both. */
  lang: 'en' | 'ar' | null;
  /** Up to 3, in the author's order. */
  photos: ReviewPhoto[];
}

export interface MainCategoryInfo {
  slug: string;
  name_en: string;
  name_ar: string;
  /** Name of an @mui/icons-material icon. */
  icon: string;
}

/** POST /activities/fetch */
export interface ActivityDetail extends ActivitySummary {
  description_en: string;
  description_ar: string;
  highlights_en: string[];
  highlights_ar: string[];
  /** Cancelling up to this many hours before the visit refunds in full; null: non-refundable. */
  free_cancellation_hours: number | null;
  main_category_info: MainCategoryInfo;
  /** Gallery, first = the thumbnail picture at 1200 px. */
  images: string[];
  branches: ActivityBranch[];
  /** Newest first; more with POST /activities/reviews and `reviews_next_cursor`. */
  reviews: ActivityReview[];
  reviews_next_cursor: string | null;
  /** Count of reviews per star, index 0 = 1 star … 4 = 5 stars. */
  rating_breakdown: [number, number, number, number, number];
  related: ActivitySummary[];
}

/** POST /activities/fetch-all */
export interface ActivityListResponse {
  rows: ActivitySummary[];
  /** All activities matching the filters (not only this page). */
  count: number;
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** POST /activities/fetch-all/related */
export interface RelatedActivitiesResponse {
  rows: ActivitySummary[];
}

/** POST /activities/reviews */
export interface ReviewsPage {
  rows: ActivityReview[];
  next_cursor: string | null;
}

/** POST /wishlist/fetch-all: page 1 replaces the client's list, later pages append (spec §4). */
export interface WishlistPage {
  rows: ActivitySummary[];
  count: number;
  page: number;
  limit: number;
}

export interface WishlistToggleResponse {
  activity_id: string;
  is_wishlisted: boolean;
}

export interface SearchActivity {
  activity_id: string;
  name_en: string;
  name_ar: string;
  /** 16:9 image, 128 px wide. */
  horizontal_thumbnail: string;
  main_category: string;
}

/** POST /search/activities */
export interface SearchActivitiesResponse {
  activities: SearchActivity[];
}

export interface SearchProfile {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  profile: { profile_picture: string | null; is_verified: boolean };
}

/** POST /search/users */
export interface SearchUsersResponse {
  profiles: SearchProfile[];
}

export interface TicketLine {
  band: TicketBand;
  quantity: number;
  unit_price_minor: number;
  subtotal_minor: number;
}

export type ActivityOrderStatus = 'pending' | 'confirmed' | 'cancelled' | 'payment_failed' | 'failed_refund';

/** An activity order as its buyer sees it (POST /activities/orders, …/fetch, …/pay). */
export interface ActivityOrder {
  /** Booking reference (uuid), also listed by GET /orders. */
  order_id: string;
  status: ActivityOrderStatus;
  activity: { activity_id: string; name_en: string; name_ar: string; horizontal_thumbnail: string };
  branch: { branch_id: string; name_en: string; name_ar: string; area: string };
  visit_date: string;
  tickets: TicketLine[];
  /** Charged in AED fils, priced by the server. */
  amount_minor: number;
  /** The display currency chosen at order time and the amount in its minor units. */
  currency: string;
  display_amount_minor: number;
  contact_name: string;
  contact_email: string;
  /** The last payment attempt's outcome, if any. */
  payment: { status: 'succeeded' | 'declined' | 'failed'; error: string | null } | null;
  created_at: string;
  /** Units of `currency` per 1 AED at order time (to show a refund in the buyer's currency). */
  fx_rate: number;
  /** Refunded in AED fils once cancelled; null before. */
  refund_minor: number | null;
  cancelled_at: string | null;
  /** The activity's policy when booked: free cancellation up to this many hours before the visit; null: non-refundable. */
  free_cancellation_hours: number | null;
}

export interface PayResponse {
  order: ActivityOrder;
  payment: { status: 'succeeded' | 'declined' | 'failed'; error: string | null };
}

/** POST /utils/fetch {name} */
export const UTIL_NAMES = ['main_categories', 'categories', 'price_range', 'countries'] as const;
export type UtilName = (typeof UTIL_NAMES)[number];

export interface MainCategoryUtil extends MainCategoryInfo {
  sort_order: number;
  activity_count: number;
}
export interface CategoryUtil {
  slug: string;
  name_en: string;
  name_ar: string;
  activity_count: number;
}
export interface PriceRangeUtil {
  /** Adult ticket prices, AED fils. */
  min_minor: number;
  max_minor: number;
}
export interface CountryUtil {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name_en: string;
  name_ar: string;
}

export type UtilsResponse =
  | { name: 'main_categories'; rows: MainCategoryUtil[] }
  | { name: 'categories'; rows: CategoryUtil[] }
  | { name: 'price_range'; rows: PriceRangeUtil[] }
  | { name: 'countries'; rows: CountryUtil[] };

export type TicketStatus = 'valid' | 'redeemed' | 'cancelled';

/** What the venue sees of a scanned ticket. */
export interface VenueTicket {
  status: TicketStatus;
  activity: { name_en: string; name_ar: string };
  branch: { name_en: string; name_ar: string };
  visit_date: string;
  counts: Record<TicketBand, number>;
  redeemed_at: string | null;
}

/** POST /activities/tickets/check and …/redeem (venue key). Unknown codes are 404, used or cancelled ones 409 on redeem. */
export interface TicketCheckResponse {
  result: 'valid' | 'redeemed' | 'already_used' | 'cancelled';
  ticket: VenueTicket;
}

export type CancellationRefusal = 'non_refundable' | 'deadline_passed' | 'not_confirmed' | 'cancelled' | 'redeemed';

/** The order's cancellation terms as of now. */
export interface ActivityCancellation {
  /** The activity's policy at booking: full refund up to this many hours before the visit; null: non-refundable. */
  free_cancellation_hours: number | null;
  /** When the visit starts (the branch's opening time on the visit day, Dubai time), ISO. */
  visit_starts_at: string;
  /** Until when cancelling is free, ISO; null for a non-refundable order. */
  free_until: string | null;
  cancellable: boolean;
  reason: CancellationRefusal | null;
  /** What cancelling now refunds (AED fils); the refund made, once cancelled. */
  refund_minor: number;
}

export type OrderEvent = 'booked' | 'paid' | 'redeemed' | 'cancelled' | 'refunded' | 'refund_failed';

/** POST /activities/orders/manage and …/cancel: the order page (owner, or anyone with reference + contact e-mail). */
export interface ActivityOrderView {
  order: ActivityOrder;
  branch: {
    name_en: string;
    name_ar: string;
    area: string;
    area_ar: string;
    lat: number;
    lng: number;
    phone: string | null;
    map_url: string;
    /** Opening intervals on the visit day, minutes from midnight. */
    hours_on_visit: [number, number][];
  };
  /** Issued when the order is paid; null before. The code is shown only here and on the voucher. */
  ticket: {
    code: string;
    /** The code in groups of four, for people. */
    code_display: string;
    /** The QR code of `code` as an SVG document (dark on white). */
    qr_svg: string;
    status: TicketStatus;
    counts: Record<TicketBand, number>;
  } | null;
  cancellation: ActivityCancellation;
  refund: { amount_minor: number; display_amount_minor: number; status: 'pending' | 'refunded' | 'failed' } | null;
  history: { event: OrderEvent; at: string }[];
  /** The PDF voucher (GET; add `lang`, and `email` for a visitor). Null until paid, or once cancelled. */
  voucher_path: string | null;
  /** The visit as an .ics event (GET; same query as the voucher). */
  calendar_path: string;
}
