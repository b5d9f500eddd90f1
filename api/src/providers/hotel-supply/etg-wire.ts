// JSON shapes of ETG API v3 (https://docs.emergingtravel.com), as far as this app reads or
// writes them. Amounts are decimal strings on the wire; only the fields we use are typed.

export const ETG_API_PREFIX = '/api/b2b/v3';

/** Endpoints used, relative to ETG_API_PREFIX; ETG paths end with a slash. */
export const ETG_PATHS = {
  searchRegion: '/search/serp/region/',
  searchGeo: '/search/serp/geo/',
  searchHotels: '/search/serp/hotels/',
  hotelPage: '/search/hp/',
  prebook: '/hotel/prebook/',
  bookingForm: '/hotel/order/booking/form/',
  bookingFinish: '/hotel/order/booking/finish/',
  bookingFinishStatus: '/hotel/order/booking/finish/status/',
  cancel: '/hotel/order/cancel/',
  /** ETG's per-hotel static content ("hotel/info"); the brief's "hotel/static" is this call. */
  hotelInfo: '/hotel/info/',
  /** The whole hotel content as one archive (answers its URL): JSON lines compressed with zstd. */
  hotelDump: '/hotel/info/dump/',
  /** The hotels changed since yesterday's dump, same format; removed hotels come with `deleted: true`. */
  hotelIncrementalDump: '/hotel/info/incremental_dump/',
} as const;

export type EtgEndpoint = keyof typeof ETG_PATHS;

export interface EtgEnvelope<T> {
  data: T | null;
  debug: unknown;
  error: string | null;
  /** `ok`, `error`, and `processing` on finish/status. */
  status: string;
}

export interface EtgGuests {
  adults: number;
  children: number[];
}

export interface EtgStayRequest {
  checkin: string;
  checkout: string;
  residency: string;
  language: string;
  guests: EtgGuests[];
  currency?: string;
}

export interface EtgPolicy {
  start_at: string | null;
  end_at: string | null;
  amount_charge: string;
  amount_show: string;
}

export interface EtgPaymentType {
  amount: string;
  show_amount?: string;
  currency_code: string;
  show_currency_code?: string;
  by?: string | null;
  is_need_credit_card_data: boolean;
  is_need_cvc: boolean;
  type: string;
  cancellation_penalties?: { policies: EtgPolicy[]; free_cancellation_before: string | null };
}

export interface EtgRgExt {
  class?: number;
  quality?: number;
  sex?: number;
  bathroom?: number;
  bedding?: number;
  family?: number;
  capacity?: number;
  club?: number;
}

export interface EtgRate {
  /** Present on hotel page and prebook rates. */
  book_hash?: string;
  /** What search (SERP) rates carry instead in current v3. */
  match_hash?: string;
  daily_prices: string[];
  meal: string;
  payment_options: { payment_types: EtgPaymentType[] };
  rg_ext?: EtgRgExt;
  room_name: string;
  room_data_trans?: { main_name?: string; bedding_type?: string | null };
  serp_filters?: string[];
  allotment?: number | null;
  amenities_data?: string[];
  any_residency?: boolean;
}

export interface EtgHotel {
  id: string;
  hid: number;
  rates: EtgRate[];
}

export interface EtgSearchData {
  hotels: EtgHotel[];
  total_hotels?: number;
}

export interface EtgPrebookData {
  hotels: EtgHotel[];
  changes?: { price_changed: boolean };
}

export interface EtgBookingFormData {
  order_id: number;
  partner_order_id: string;
  item_id: number;
  is_gender_specification_required?: boolean;
  payment_types: EtgPaymentType[];
}

export interface EtgFinishGuest {
  first_name: string;
  last_name: string;
  is_child?: boolean;
  age?: number;
  gender?: 'male' | 'female';
}

export interface EtgFinishRequest {
  user: { email: string; phone?: string; comment?: string };
  supplier_data: { first_name_original: string; last_name_original: string; phone?: string; email: string };
  partner: { partner_order_id: string; comment?: string };
  language: string;
  rooms: { guests: EtgFinishGuest[] }[];
  payment_type: { type: string; amount: string; currency_code: string };
}

export interface EtgFinishStatusData {
  partner_order_id: string;
  percent?: number;
  data_3ds?: unknown;
}

export interface EtgMoney {
  amount: string;
  currency_code: string;
}

export interface EtgCancelData {
  amount_payable: EtgMoney;
  amount_refunded: EtgMoney;
  amount_sell?: EtgMoney;
}

export interface EtgRoomGroup {
  room_group_id: number;
  name: string;
  images: string[];
  room_amenities: string[];
  rg_ext: EtgRgExt;
  name_struct?: { main_name?: string; bedding_type?: string | null };
}

export interface EtgHotelInfo {
  id: string;
  hid: number;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  star_rating: number;
  kind: string;
  images: string[];
  amenity_groups: { group_name: string; amenities: string[] }[];
  description_struct: { title: string; paragraphs: string[] }[];
  check_in_time: string;
  check_out_time: string;
  region: { id: number; name: string; type: string; country_code: string; iata: string | null };
  room_groups: EtgRoomGroup[];
  serp_filters: string[];
  is_closed: boolean;
  phone: string | null;
  email: string | null;
  postal_code: string | null;
  /** Fees and rules paid or kept at the hotel (deposit, extra bed, pets, meals…): ETG requires showing them. */
  metapolicy_struct?: EtgMetapolicy | null;
  /** Free text of further policies; may hold simple HTML. */
  metapolicy_extra_info?: string | null;
}

/** Sections of metapolicy_struct, each a list of items (price, currency, inclusion, unit and a type word). */
export type EtgMetapolicy = Record<string, Record<string, unknown>[] | Record<string, unknown> | null>;

/** The request of hotel/info/dump/ and incremental_dump/. */
export interface EtgDumpRequest {
  language: string;
  inventory?: 'all' | 'direct' | 'preferable';
}

/** Their answer: where to download the archive, and the date of its content. */
export interface EtgDumpData {
  url: string;
  last_update?: string;
}

/** One line of a dump: a hotel's content; in an incremental dump, a removed hotel with `deleted: true`. */
export type EtgDumpHotel = Partial<EtgHotelInfo> & { id: string; hid?: number; deleted?: boolean };
