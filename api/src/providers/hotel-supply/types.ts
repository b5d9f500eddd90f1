// The hotel-supply contract, modelled on Emerging Travel Group (RateHawk) API v3.
//
// Record shapes that mirror ETG documents (rates, payment types, cancellation penalties, static
// hotel data) keep ETG's snake_case field names so that the ETG adapter maps one to one and anyone
// who knows the ETG docs can read them. One deliberate difference: every amount here is an integer
// in minor units of its currency (AED fils), where ETG sends decimal strings ("97.90").
// The provider's own method parameters and results are camelCase, like the rest of the api.
import type { StayOfferTable } from './stay-offers';

export type Language = 'en' | 'ar';
export type Meal = 'nomeal' | 'breakfast' | 'half-board' | 'full-board' | 'all-inclusive';
export type BedType = 'double' | 'twin' | 'king' | 'sofa';
export type PropertyType = 'hotel' | 'apartment' | 'resort' | 'hostel' | 'guesthouse' | 'villa';
/** ETG payment type names: `deposit` (partner balance), `now` (card at booking), `hotel` (pay at property). */
export type PaymentTypeName = 'deposit' | 'now' | 'hotel';

/** A hotel reference: ETG's string `id` or its numeric `hid`. */
export type HotelRef = string | number;

export const MIN_CHILD_AGE = 0;
export const MAX_CHILD_AGE = 17;
export const MAX_ADULTS_PER_ROOM = 6;
export const MAX_CHILDREN_PER_ROOM = 4;
export const MAX_ROOMS = 9;
export const MAX_NIGHTS = 30;

/** One room's occupants, as ETG's `guests[]`: children are given by age (0–17). */
export interface GuestRoom {
  adults: number;
  children: number[];
}

/** Dates are ISO calendar dates (YYYY-MM-DD), check-in inclusive, check-out exclusive. */
export interface StayParams {
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
  currency?: string;
  language?: Language;
  /** ISO 3166-1 alpha-2 of the lead guest's citizenship, lower case as ETG wants it. */
  residency?: string;
}

export interface RegionSearchParams extends StayParams {
  regionId: number;
  hotelsLimit?: number;
}

export interface GeoSearchParams extends StayParams {
  latitude: number;
  longitude: number;
  /** Metres, as ETG's `radius`. */
  radius: number;
  hotelsLimit?: number;
}

/** ETG room-group classification (`rg_ext`); the built-in values approximate ETG's codes. */
export interface RgExt {
  class: number;
  quality: number;
  sex: number;
  bathroom: number;
  bedding: number;
  family: number;
  capacity: number;
  club: number;
}

export interface PenaltyPolicy {
  /** UTC date-times in ETG's format `YYYY-MM-DDTHH:mm:ss`; null means open-ended. */
  start_at: string | null;
  end_at: string | null;
  amount_charge: number;
  amount_show: number;
}

export interface CancellationPenalties {
  policies: PenaltyPolicy[];
  /** Null when the rate is non-refundable. */
  free_cancellation_before: string | null;
}

export interface PaymentOption {
  type: PaymentTypeName;
  /** Total for the whole stay and all rooms. */
  amount: number;
  currency_code: string;
  is_need_credit_card_data: boolean;
  is_need_cvc: boolean;
  cancellation_penalties: CancellationPenalties;
}

export interface Rate {
  /**
   * Opaque token for prebook and the booking form. ETG search (SERP) rates carry a match_hash
   * here, which identifies the offer but books only via the hotel page's book_hash.
   */
  book_hash: string;
  room_name: string;
  /** Built-in provider's room type id; absent for ETG rates. */
  room_type_id?: string;
  meal: Meal;
  bed_type: BedType | null;
  rg_ext: RgExt;
  /** Price per night for all rooms together, one entry per night. */
  daily_prices: number[];
  payment_options: { payment_types: PaymentOption[] };
  /** Rooms left at this rate, when the supplier says. */
  allotment: number | null;
  amenities_data: string[];
  max_occupancy: number | null;
  /** How many rooms the rate covers (one per `guests[]` entry); null when the supplier's answer does not say (ETG prebook). */
  rooms: number | null;
}

export interface SerpHotel {
  id: string;
  hid: number;
  rates: Rate[];
}

export interface SearchResult {
  hotels: SerpHotel[];
  total_hotels: number;
}

export interface PrebookOptions {
  /** Accept a price rise up to this percent (ETG `price_increase_percent`); above it the rate is gone. */
  priceIncreasePercent?: number;
}

export interface PrebookResult {
  /** The hash to book with from now on (a fresh one even when nothing changed). */
  bookHash: string;
  priceChanged: boolean;
  /** The re-checked rate. */
  rate: Rate;
  /** The same rate, present only when the price changed, so callers can branch on it. */
  newRate?: Rate;
}

export interface BookingFormParams {
  partnerOrderId: string;
  bookHash: string;
  language?: Language;
  /** The traveller's IP; ETG requires it. */
  userIp?: string;
}

export interface BookingPaymentType {
  type: PaymentTypeName;
  amount: number;
  currency_code: string;
  is_need_credit_card_data: boolean;
  is_need_cvc: boolean;
}

export interface BookingForm {
  orderId: number;
  itemId: number;
  partnerOrderId: string;
  paymentTypes: BookingPaymentType[];
}

export type GuestTitle = 'mr' | 'mrs' | 'ms';

export interface BookingGuest {
  first_name: string;
  last_name: string;
  title?: GuestTitle;
  /** ISO 3166-1 alpha-2. */
  citizenship?: string;
  is_child?: boolean;
  age?: number;
}

export interface FinishBookingParams {
  partnerOrderId: string;
  /** Contact of the person booking (ETG `user`). */
  user: { email: string; phone?: string; comment?: string };
  /** One entry per booked room; the first guest of the first room is the main guest (required). */
  rooms: { guests: BookingGuest[] }[];
  paymentType: { type: PaymentTypeName; amount: number; currency_code: string };
  language?: Language;
}

export type BookingStatus = 'processing' | 'ok' | 'failed' | 'cancelled';

export interface BookingStatusResult {
  partnerOrderId: string;
  status: BookingStatus;
  /** Why it failed (e.g. `soldout`). */
  error?: SupplyErrorCode;
  /** The supplier's own error word when it differs from `error`. */
  providerError?: string;
}

export interface CancelResult {
  penaltyMinor: number;
  refundMinor: number;
  currency: string;
}

export interface StaticRoomGroup {
  room_group_id: number;
  name: string;
  images: string[];
  room_amenities: string[];
  rg_ext: RgExt;
  bed_type: BedType | null;
  max_occupancy: number | null;
}

/** Static hotel content in the shape of ETG's `hotel/info`, plus the fields the app filters on. */
export interface StaticHotel {
  id: string;
  hid: number;
  language: Language;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  star_rating: number;
  /** Guest rating 0–10; ETG's hotel/info has none, so null there. */
  rating: number | null;
  kind: PropertyType;
  /** Image URL templates; replace `{size}` with e.g. `640x400`. */
  images: string[];
  amenity_groups: { group_name: string; amenities: string[] }[];
  description_struct: { title: string; paragraphs: string[] }[];
  check_in_time: string;
  check_out_time: string;
  region: { id: number; name: string; type: string; country_code: string; iata: string | null };
  /** The neighbourhood (built-in areas are searchable region ids); ETG's hotel/info has none. */
  district: { id: number; slug: string; name: string } | null;
  room_groups: StaticRoomGroup[];
  meals: Meal[];
  serp_filters: string[];
  is_closed: boolean;
  phone: string | null;
  email: string | null;
  postal_code: string | null;
}

export interface HotelSupplyProvider {
  readonly name: string;
  searchRegion(params: RegionSearchParams): Promise<SearchResult>;
  searchGeo(params: GeoSearchParams): Promise<SearchResult>;
  searchHotels(ids: HotelRef[], params: StayParams): Promise<SearchResult>;
  /** Null when the hotel is unknown or has nothing to sell for these dates. */
  hotelPage(hotelId: HotelRef, params: StayParams): Promise<SerpHotel | null>;
  prebook(bookHash: string, options?: PrebookOptions): Promise<PrebookResult>;
  createBookingForm(params: BookingFormParams): Promise<BookingForm>;
  /** Starts the booking; follow it with bookingStatus until it leaves `processing`. */
  finishBooking(params: FinishBookingParams): Promise<BookingStatusResult>;
  bookingStatus(partnerOrderId: string): Promise<BookingStatusResult>;
  cancelBooking(partnerOrderId: string): Promise<CancelResult>;
  staticHotel(hotelId: HotelRef, language?: Language): Promise<StaticHotel | null>;
  /** Every sellable offer of every hotel of the region for one stay, compact, for search pages (stay-offers.ts). */
  regionOffers(params: RegionSearchParams): Promise<StayOfferTable>;
  /**
   * Changes whenever availability for these nights does (a booking or release on any api instance), so cached
   * offers can be kept while it holds; null when the supplier cannot say (the cache then goes by age alone).
   */
  availabilityStamp(checkin: string, checkout: string): Promise<string | null>;
  /** Pause between booking-status checks (ETG suggests about a second; the built-in supplier needs next to none). */
  readonly statusPollMs: number;
}

export type SupplyErrorCode =
  | 'rate_not_found'
  | 'no_available_rates'
  | 'soldout'
  | 'booking_form_expired'
  | 'timeout'
  | 'unauthorized'
  | 'order_not_found'
  | 'duplicate_reservation'
  | 'not_allowed'
  | 'invalid_params'
  | 'unknown';

export class SupplyError extends Error {
  readonly code: SupplyErrorCode;
  /** The supplier's raw error word or HTTP status, for logs. */
  readonly providerError?: string;
  readonly httpStatus?: number;

  constructor(code: SupplyErrorCode, message?: string, extra?: { providerError?: string; httpStatus?: number }) {
    super(message ?? code);
    this.name = 'SupplyError';
    this.code = code;
    this.providerError = extra?.providerError;
    this.httpStatus = extra?.httpStatus;
  }
}

export function isSupplyError(e: unknown, code?: SupplyErrorCode): e is SupplyError {
  return e instanceof SupplyError && (code === undefined || e.code === code);
}

/** The first payment type carries the rate's price and its cancellation penalties. */
export function primaryPayment(rate: Rate): PaymentOption {
  const p = rate.payment_options.payment_types[0];
  if (!p) throw new SupplyError('unknown', 'rate has no payment types');
  return p;
}
