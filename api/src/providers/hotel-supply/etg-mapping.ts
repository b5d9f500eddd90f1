// ETG wire JSON → provider types: decimal strings to minor units, ETG's meal and property-kind
// vocabularies to the app's, error words to SupplyError codes.
import type { EtgHotel, EtgHotelInfo, EtgPaymentType, EtgRate, EtgRgExt } from './etg-wire';
import { decimalToMinor } from './money';
import type {
  BedType,
  BookingPaymentType,
  Language,
  Meal,
  PaymentOption,
  PaymentTypeName,
  PropertyType,
  Rate,
  RgExt,
  SerpHotel,
  StaticHotel,
  SupplyErrorCode,
} from './types';

const ERROR_CODES: Record<string, SupplyErrorCode> = {
  rate_not_found: 'rate_not_found',
  no_available_rates: 'no_available_rates',
  soldout: 'soldout',
  booking_form_expired: 'booking_form_expired',
  timeout: 'timeout',
  order_not_found: 'order_not_found',
  double_booking_form: 'duplicate_reservation',
  duplicate_reservation: 'duplicate_reservation',
  not_allowed: 'not_allowed',
  reservation_is_not_allowed: 'not_allowed',
  book_limit: 'not_allowed',
  block: 'not_allowed',
  insufficient_b2b_balance: 'not_allowed',
  invalid_params: 'invalid_params',
  incorrect_credentials: 'unauthorized',
  invalid_auth_key: 'unauthorized',
  unknown: 'unknown',
};

export function supplyErrorCodeOf(etgError: string | null | undefined): SupplyErrorCode {
  return (etgError && ERROR_CODES[etgError]) || 'unknown';
}

/** ETG has many meal words (breakfast-buffet, half-board-dinner, ultra-all-inclusive …). */
export function mealOf(etgMeal: string): Meal {
  const m = etgMeal.toLowerCase();
  if (m.includes('all-inclusive')) return 'all-inclusive';
  if (m.startsWith('full-board')) return 'full-board';
  if (m.startsWith('half-board') || m === 'dinner' || m === 'lunch') return 'half-board';
  if (m.startsWith('breakfast') || m.includes('breakfast')) return 'breakfast';
  return 'nomeal';
}

export function propertyTypeOf(kind: string): PropertyType {
  const k = kind.toLowerCase();
  if (k.includes('apart')) return 'apartment';
  if (k.includes('resort')) return 'resort';
  if (k.includes('hostel')) return 'hostel';
  if (k.includes('guest') || k.includes('bnb')) return 'guesthouse';
  if (k.includes('villa') || k.includes('cottage') || k.includes('bungalow')) return 'villa';
  return 'hotel';
}

/** From the room name first (ETG's names say "king size", "twin beds"), then rg_ext.bedding. */
export function bedTypeOf(
  roomName: string,
  beddingType: string | null | undefined,
  rg: EtgRgExt | undefined,
): BedType | null {
  const text = `${roomName} ${beddingType ?? ''}`.toLowerCase();
  if (text.includes('king')) return 'king';
  if (text.includes('twin') || text.includes('2 single')) return 'twin';
  if (text.includes('sofa')) return 'sofa';
  if (text.includes('double')) return 'double';
  if (rg?.bedding === 4) return 'twin';
  if (rg?.bedding === 3) return 'double';
  return null;
}

export function rgExtOf(rg: EtgRgExt | undefined): RgExt {
  return {
    class: rg?.class ?? 0,
    quality: rg?.quality ?? 0,
    sex: rg?.sex ?? 0,
    bathroom: rg?.bathroom ?? 0,
    bedding: rg?.bedding ?? 0,
    family: rg?.family ?? 0,
    capacity: rg?.capacity ?? 0,
    club: rg?.club ?? 0,
  };
}

function paymentTypeName(type: string): PaymentTypeName {
  return type === 'now' || type === 'hotel' ? type : 'deposit';
}

export function paymentOptionOf(p: EtgPaymentType): PaymentOption {
  const cur = p.currency_code;
  const cp = p.cancellation_penalties;
  return {
    type: paymentTypeName(p.type),
    amount: decimalToMinor(p.amount, cur),
    currency_code: cur,
    is_need_credit_card_data: p.is_need_credit_card_data,
    is_need_cvc: p.is_need_cvc,
    cancellation_penalties: {
      policies: (cp?.policies ?? []).map((x) => ({
        start_at: x.start_at,
        end_at: x.end_at,
        amount_charge: decimalToMinor(x.amount_charge, cur),
        amount_show: decimalToMinor(x.amount_show, p.show_currency_code ?? cur),
      })),
      free_cancellation_before: cp?.free_cancellation_before ?? null,
    },
  };
}

export function bookingPaymentTypeOf(p: EtgPaymentType): BookingPaymentType {
  return {
    type: paymentTypeName(p.type),
    amount: decimalToMinor(p.amount, p.currency_code),
    currency_code: p.currency_code,
    is_need_credit_card_data: p.is_need_credit_card_data,
    is_need_cvc: p.is_need_cvc,
  };
}

export function rateOf(r: EtgRate, rooms: number | null): Rate {
  const payments = r.payment_options.payment_types.map(paymentOptionOf);
  const currency = r.payment_options.payment_types[0]?.currency_code ?? 'USD';
  return {
    book_hash: r.book_hash ?? r.match_hash ?? '',
    room_name: r.room_name,
    meal: mealOf(r.meal),
    bed_type: bedTypeOf(r.room_name, r.room_data_trans?.bedding_type, r.rg_ext),
    rg_ext: rgExtOf(r.rg_ext),
    daily_prices: r.daily_prices.map((d) => decimalToMinor(d, currency)),
    payment_options: { payment_types: payments },
    allotment: r.allotment ?? null,
    amenities_data: r.amenities_data ?? [],
    max_occupancy: r.rg_ext?.capacity ? r.rg_ext.capacity : null,
    rooms,
  };
}

export function hotelOf(h: EtgHotel, rooms: number | null): SerpHotel {
  return { id: h.id, hid: h.hid, rates: h.rates.map((r) => rateOf(r, rooms)) };
}

export function staticHotelOf(h: EtgHotelInfo, language: Language): StaticHotel {
  return {
    id: h.id,
    hid: h.hid,
    language,
    name: h.name,
    address: h.address,
    latitude: h.latitude,
    longitude: h.longitude,
    star_rating: h.star_rating,
    rating: null,
    kind: propertyTypeOf(h.kind),
    images: h.images,
    amenity_groups: h.amenity_groups,
    description_struct: h.description_struct,
    check_in_time: h.check_in_time,
    check_out_time: h.check_out_time,
    region: h.region,
    district: null,
    room_groups: h.room_groups.map((g) => ({
      room_group_id: g.room_group_id,
      name: g.name,
      images: g.images,
      room_amenities: g.room_amenities,
      rg_ext: rgExtOf(g.rg_ext),
      bed_type: bedTypeOf(g.name, g.name_struct?.bedding_type, g.rg_ext),
      max_occupancy: g.rg_ext.capacity ? g.rg_ext.capacity : null,
    })),
    meals: [],
    serp_filters: h.serp_filters,
    is_closed: h.is_closed,
    phone: h.phone,
    email: h.email,
    postal_code: h.postal_code,
  };
}
