// The hotels api as the front ends see it (`import type` only), inferred from the response schemas
// (./responses.ts). Amounts are integer minor units of AED (fils) with the commission included; clients
// convert them with GET /currencies for display. Hotel ids (`hid`) are opaque strings minted by the api.
import type { z } from 'zod';
import type * as r from './responses';

export type MealCode = z.infer<typeof r.mealCode>;
export type BedCode = z.infer<typeof r.bedCode>;
export type PropertyTypeCode = z.infer<typeof r.propertyTypeCode>;
export type SortCode = z.infer<typeof r.sortCode>;

export type GuestRoomDto = z.infer<typeof r.guestRoomDto>;
export type AreaDto = z.infer<typeof r.areaDto>;
export type StayDto = z.infer<typeof r.stayDto>;
export type CancellationStep = z.infer<typeof r.cancellationStep>;
export type CancellationTerms = z.infer<typeof r.cancellationTerms>;
export type SearchHotel = z.infer<typeof r.searchHotel>;
export type SearchFacets = z.infer<typeof r.searchFacets>;

/** GET /hotels/search */
export type SearchResponse = z.infer<typeof r.searchResponse>;

/** GET /hotels/search/markers: every match for the map, compact. */
export type MarkersResponse = z.infer<typeof r.markersResponse>;

export type DestinationSuggestion = z.infer<typeof r.destinationSuggestion>;
export type AreaCard = z.infer<typeof r.areaCard>;
export type RateDto = z.infer<typeof r.rateDto>;
export type RoomTypeDto = z.infer<typeof r.roomTypeDto>;
export type HotelDetails = z.infer<typeof r.hotelDetails>;
export type HotelPolicies = z.infer<typeof r.hotelPolicies>;
export type HotelPolicyItem = z.infer<typeof r.hotelPolicyItem>;

/** GET /hotels/:hid */
export type HotelPageResponse = z.infer<typeof r.hotelPageResponse>;

export type CheckoutStatusCode = z.infer<typeof r.checkoutStatusCode>;
export type GuestDto = z.infer<typeof r.guestDto>;
export type PriceBreakdown = z.infer<typeof r.priceBreakdown>;
export type PaymentOutcome = z.infer<typeof r.paymentOutcome>;

/** GET /hotels/checkouts/:id */
export type CheckoutDto = z.infer<typeof r.checkoutDto>;

/** POST /hotels/checkouts/:id/pay */
export type PaymentResponse = z.infer<typeof r.paymentResponse>;

/** 409 answers of prebook and pay: the client goes back to room selection. */
export interface BookingConflict {
  statusCode: 409;
  error: string;
  message: string;
  code: 'price_changed' | 'no_rooms' | 'expired';
}

export type FavouriteHotel = z.infer<typeof r.favouriteHotel>;

/** GET /hotels/favourites (spec §3: hotel_favourites = {favourites: {rows}}) */
export type FavouritesResponse = z.infer<typeof r.favouritesResponse>;

// The order-management answers belong to the orders module; kept importable from here for the hotel screens.
export type { CancelOrderResponse, ManageOrderResponse } from '../orders/types';
