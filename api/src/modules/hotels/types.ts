// The hotels api as the front ends see it (`import type` only). Amounts are integer minor units of
// AED (fils) with the commission included; clients convert them with GET /currencies for display.
// Hotel ids (`hid`) are opaque strings minted by the api.
import type { GuestReviews } from '../reviews/types';

export type MealCode = 'nomeal' | 'breakfast' | 'half-board' | 'full-board' | 'all-inclusive';
export type BedCode = 'double' | 'twin' | 'king' | 'sofa';
export type PropertyTypeCode = 'hotel' | 'apartment' | 'resort' | 'hostel' | 'guesthouse' | 'villa';
export type SortCode = 'recommended' | 'price_asc' | 'price_desc' | 'rating_desc' | 'stars_desc' | 'distance';

export interface GuestRoomDto {
  adults: number;
  /** Ages 0 (under 1) to 17. */
  children: number[];
}

export interface AreaDto {
  slug: string;
  name: string;
}

export interface StayDto {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: GuestRoomDto[];
}

export interface CancellationStep {
  /** ISO instants (UTC); null = open-ended. */
  from: string | null;
  until: string | null;
  /** What cancelling in this window costs the traveller, AED fils. */
  penalty_minor: number;
}

export interface CancellationTerms {
  refundable: boolean;
  /** Free cancellation until this instant (UTC ISO), or null when non-refundable. */
  free_cancellation_before: string | null;
  steps: CancellationStep[];
}

export interface SearchHotel {
  hid: string;
  name: string;
  address: string;
  area: AreaDto;
  stars: number;
  rating: number;
  review_count: number;
  property_type: PropertyTypeCode;
  latitude: number;
  longitude: number;
  /** ETG-style template: replace `{size}` with e.g. `640x400`. */
  image: string;
  amenities: string[];
  distance_m: number | null;
  price: { total_minor: number; per_night_minor: number; nights: number; rooms: number };
  offer: { room_name: string; meal: MealCode; bed: BedCode | null; refundable: boolean; rooms_left: number | null };
}

export interface SearchFacets {
  total: number;
  stars: Record<string, number>;
  types: Record<string, number>;
  meals: Record<string, number>;
  beds: Record<string, number>;
  amenities: Record<string, number>;
  rating: Record<string, number>;
  free_cancellation: number;
  price: { min: number; max: number } | null;
}

/** GET /hotels/search */
export interface SearchResponse {
  destination: {
    kind: 'city' | 'area' | 'hotel' | 'text' | 'geo';
    label: string;
    center: { latitude: number; longitude: number } | null;
  };
  stay: StayDto;
  /** Hotels matching destination and filters. */
  total: number;
  hotels: SearchHotel[];
  /** Keyset cursor of the next page; null on the last page. */
  next_cursor: string | null;
  facets: SearchFacets;
  sort: SortCode;
}

/** GET /hotels/search/markers: every match for the map, compact. */
export interface MarkersResponse {
  total: number;
  /** Capped; `truncated` says when more matched. */
  markers: { hid: string; name: string; latitude: number; longitude: number; per_night_minor: number; stars: number }[];
  truncated: boolean;
}

export interface DestinationSuggestion {
  kind: 'city' | 'area' | 'hotel';
  /** For `dest=`: "dubai", an area slug, or `hotel:<hid>`. */
  value: string;
  label: string;
  sublabel: string | null;
  hotels: number | null;
}

export interface AreaCard extends AreaDto {
  hotels: number;
  latitude: number;
  longitude: number;
  image: string;
}

export interface RateDto {
  /** Opaque; send it to POST /hotels/checkouts to book this rate. */
  rate_key: string;
  meal: MealCode;
  bed: BedCode | null;
  total_minor: number;
  per_night_minor: number;
  nights: number;
  rooms: number;
  rooms_left: number | null;
  cancellation: CancellationTerms;
}

export interface RoomTypeDto {
  room_type_id: string;
  name: string;
  bed: BedCode | null;
  size_sqm: number | null;
  max_occupancy: number | null;
  amenities: string[];
  image: string | null;
  /** Cheapest first. */
  rates: RateDto[];
}

export interface HotelDetails {
  hid: string;
  name: string;
  address: string;
  area: AreaDto | null;
  stars: number;
  rating: number | null;
  review_count: number | null;
  property_type: PropertyTypeCode;
  latitude: number;
  longitude: number;
  images: string[];
  amenity_groups: { group_name: string; amenities: string[] }[];
  description: { title: string; paragraphs: string[] }[];
  check_in_time: string;
  check_out_time: string;
  phone: string | null;
  email: string | null;
}

/** GET /hotels/:hid */
export interface HotelPageResponse {
  hotel: HotelDetails;
  /** The stay asked for, or null when the request gave no dates. */
  stay: StayDto | null;
  /** Rates grouped by room type, cheapest room first; [] = nothing for sale; null without a stay. */
  rooms: RoomTypeDto[] | null;
  commission_percent: number;
  /** Reviews by members who stayed (verified), with their own average; `hotel.rating` stays the supplier's. */
  guest_reviews: GuestReviews;
}

export type CheckoutStatusCode = 'open' | 'paying' | 'payment_failed' | 'booked' | 'failed' | 'price_changed';

export interface GuestDto {
  title?: 'mr' | 'mrs' | 'ms';
  first_name: string;
  last_name: string;
  citizenship?: string;
  is_child?: boolean;
  age?: number;
}

export interface PriceBreakdown {
  /** The supplier's nightly room charges for all rooms, AED fils. */
  nights: { night: string; amount_minor: number }[];
  room_charges_minor: number;
  commission_percent: number;
  /** Our service fee: commission, rounded up to a whole dirham. */
  service_fee_minor: number;
  total_minor: number;
  /** The display currency and the rate fixed at prebook (units per AED) and the total in it. */
  currency: string;
  fx_rate: number;
  display_total_minor: number;
}

export type PaymentOutcome = 'confirmed' | 'payment_failed' | 'booking_failed' | 'processing';

/** GET /hotels/checkouts/:id */
export interface CheckoutDto {
  checkout_id: string;
  status: CheckoutStatusCode;
  hotel: { hid: string; name: string; address: string; stars: number; image: string | null; area: AreaDto | null };
  stay: StayDto;
  room: { name: string; meal: MealCode; bed: BedCode | null; room_type_id: string | null };
  price: PriceBreakdown;
  cancellation: CancellationTerms;
  contact: { email: string; phone: string | null } | null;
  room_guests: { guests: GuestDto[] }[] | null;
  expires_at: string;
  /** Set once payment was tried. */
  order_id: string | null;
  outcome: PaymentOutcome | null;
  /** Why payment or booking failed, for the results page. */
  failure: {
    reason: 'payment_declined' | 'payment_error' | 'sold_out' | 'supplier_error';
    message: string;
    refund_minor: number | null;
  } | null;
}

/** POST /hotels/checkouts/:id/pay */
export interface PaymentResponse {
  outcome: PaymentOutcome;
  order_id: string;
  checkout: CheckoutDto;
}

/** 409 answers of prebook and pay: the client goes back to room selection. */
export interface BookingConflict {
  statusCode: 409;
  error: string;
  message: string;
  code: 'price_changed' | 'no_rooms' | 'expired';
}

export interface FavouriteHotel {
  hid: string;
  name: string;
  address: string;
  area: AreaDto | null;
  stars: number;
  rating: number | null;
  image: string | null;
  added_at: string;
}

/** GET /hotels/favourites (spec §3: hotel_favourites = {favourites: {rows}}) */
export interface FavouritesResponse {
  favourites: { rows: FavouriteHotel[]; count: number; page: number; limit: number };
}

// The order-management answers belong to the orders module; kept importable from here for the hotel screens.
export type { CancelOrderResponse, ManageOrderResponse } from '../orders/types';
