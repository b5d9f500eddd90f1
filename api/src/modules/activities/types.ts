// Public shapes of the activities api, inferred from the response schemas (./responses.ts). Front ends
// `import type` them; money is AED fils (minor units).
import type { z } from 'zod';
import type * as r from './responses';
import type { createOrderBody } from './booking/order-input';

export const SORT_KEYS = ['rating', 'price_asc', 'price_desc', 'newest'] as const;
export type ActivitySort = (typeof SORT_KEYS)[number];

export const TICKET_BANDS = ['adult', 'teen', 'child'] as const;
export type TicketBand = (typeof TICKET_BANDS)[number];

/** 0 = Sunday … 6 = Saturday → [openMin, closeMin) intervals in Dubai time; an empty list = closed. */
export type WeeklyHours = z.infer<typeof r.weeklyHours>;

/** An activity in lists, cards, the wishlist and related rows. */
export type ActivitySummary = z.infer<typeof r.activitySummary>;
export type ActivityBranch = z.infer<typeof r.activityBranch>;
export type ActivityReview = z.infer<typeof r.activityReview>;
export type MainCategoryInfo = z.infer<typeof r.mainCategoryInfo>;

/** POST /activities/fetch */
export type ActivityDetail = z.infer<typeof r.activityDetail>;

/** POST /activities/fetch-all */
export type ActivityListResponse = z.infer<typeof r.activityListResponse>;

/** POST /activities/fetch-all/related */
export type RelatedActivitiesResponse = z.infer<typeof r.relatedActivitiesResponse>;

/** POST /activities/reviews */
export type ReviewsPage = z.infer<typeof r.reviewsPage>;

/** POST /wishlist/fetch-all: page 1 replaces the client's list, later pages append (spec §4). */
export type WishlistPage = z.infer<typeof r.wishlistPage>;

export type WishlistToggleResponse = z.infer<typeof r.wishlistToggleResponse>;

export type SearchActivity = z.infer<typeof r.searchActivity>;

/** POST /search/activities */
export type SearchActivitiesResponse = z.infer<typeof r.searchActivitiesResponse>;

export type SearchProfile = z.infer<typeof r.searchProfile>;

/** POST /search/users */
export type SearchUsersResponse = z.infer<typeof r.searchUsersResponse>;

export type TicketLine = z.infer<typeof r.ticketLine>;

export type ActivityOrderStatus = z.infer<typeof r.activityOrderStatus>;

/** An activity order as its buyer sees it (POST /activities/orders, …/fetch, …/pay). */
export type ActivityOrder = z.infer<typeof r.activityOrder>;

export type PayResponse = z.infer<typeof r.payResponse>;

/** What a client sends to POST /activities/orders (the api's own body schema, before its defaults). */
export type NewActivityOrder = z.input<typeof createOrderBody>;

/** POST /utils/fetch {name} */
export const UTIL_NAMES = ['main_categories', 'categories', 'price_range', 'countries'] as const;
export type UtilName = (typeof UTIL_NAMES)[number];

export type MainCategoryUtil = z.infer<typeof r.mainCategoryUtil>;
export type CategoryUtil = z.infer<typeof r.categoryUtil>;
export type PriceRangeUtil = z.infer<typeof r.priceRangeUtil>;
export type CountryUtil = z.infer<typeof r.countryUtil>;
export type UtilsResponse = z.infer<typeof r.utilsResponse>;

export type TicketStatus = z.infer<typeof r.ticketStatus>;

/** What the venue sees of a scanned ticket. */
export type VenueTicket = z.infer<typeof r.venueTicket>;

/** POST /activities/tickets/check and …/redeem (venue key). Unknown codes are 404, used or cancelled ones 409 on redeem. */
export type TicketCheckResponse = z.infer<typeof r.ticketCheckResponse>;

export type CancellationRefusal = z.infer<typeof r.cancellationRefusal>;

/** The order's cancellation terms as of now. */
export type ActivityCancellation = z.infer<typeof r.activityCancellation>;

export type OrderEvent = z.infer<typeof r.orderEvent>;

/** POST /activities/orders/manage and …/cancel: the order page (owner, or anyone with reference + contact e-mail). */
export type ActivityOrderView = z.infer<typeof r.activityOrderView>;
