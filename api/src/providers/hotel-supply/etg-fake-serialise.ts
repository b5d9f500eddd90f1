// For the fake ETG server: provider types → ETG wire JSON (minor units back to decimal strings,
// meal and kind words back to ETG's), and ETG request bodies → provider parameters.
import type { EtgDumpHotel, EtgHotel, EtgHotelInfo, EtgMetapolicy, EtgPaymentType, EtgRate } from './etg-wire';
import type { InventoryHotel } from './inventory-types';
import { buildStaticHotel } from './static-hotel';
import { minorToDecimal } from './money';
import type {
  BookingPaymentType,
  GuestRoom,
  Language,
  Meal,
  PaymentOption,
  PropertyType,
  Rate,
  SerpHotel,
  StaticHotel,
  StayParams,
  SupplyErrorCode,
} from './types';

/** A request the fake refuses as ETG would, with HTTP 400 and a validation message. */
export class FakeValidationError extends Error {}

const ETG_MEAL: Record<Meal, string> = {
  nomeal: 'nomeal',
  breakfast: 'breakfast-buffet',
  'half-board': 'half-board-dinner',
  'full-board': 'full-board',
  'all-inclusive': 'all-inclusive',
};

const ETG_KIND: Record<PropertyType, string> = {
  hotel: 'Hotel',
  apartment: 'Apartment',
  resort: 'Resort',
  hostel: 'Hostel',
  guesthouse: 'Guesthouse',
  villa: 'Villas and Bungalows',
};

const ETG_ERROR_WORD: Partial<Record<SupplyErrorCode, string>> = {
  duplicate_reservation: 'double_booking_form',
  unauthorized: 'incorrect_credentials',
};

export function etgErrorWord(code: SupplyErrorCode): string {
  return ETG_ERROR_WORD[code] ?? code;
}

function payment(p: PaymentOption | BookingPaymentType): EtgPaymentType {
  const dec = (minor: number) => minorToDecimal(minor, p.currency_code);
  const out: EtgPaymentType = {
    amount: dec(p.amount),
    show_amount: dec(p.amount),
    currency_code: p.currency_code,
    show_currency_code: p.currency_code,
    by: null,
    is_need_credit_card_data: p.is_need_credit_card_data,
    is_need_cvc: p.is_need_cvc,
    type: p.type,
  };
  if ('cancellation_penalties' in p) {
    out.cancellation_penalties = {
      policies: p.cancellation_penalties.policies.map((x) => ({
        start_at: x.start_at,
        end_at: x.end_at,
        amount_charge: dec(x.amount_charge),
        amount_show: dec(x.amount_show),
      })),
      free_cancellation_before: p.cancellation_penalties.free_cancellation_before,
    };
  }
  return out;
}

export function etgPaymentType(p: BookingPaymentType): EtgPaymentType {
  return payment(p);
}

/** SERP rates carry `match_hash`, hotel-page and prebook rates `book_hash`, as in current v3. */
export function etgRate(rate: Rate, hashField: 'book_hash' | 'match_hash'): EtgRate {
  const currency = rate.payment_options.payment_types[0]?.currency_code ?? 'AED';
  const bedding =
    rate.bed_type === 'king'
      ? 'king bed'
      : rate.bed_type === 'twin'
        ? 'twin beds'
        : rate.bed_type === 'sofa'
          ? 'sofa bed'
          : 'double bed';
  return {
    [hashField]: rate.book_hash,
    daily_prices: rate.daily_prices.map((d) => minorToDecimal(d, currency)),
    meal: ETG_MEAL[rate.meal],
    payment_options: { payment_types: rate.payment_options.payment_types.map(payment) },
    rg_ext: { ...rate.rg_ext },
    room_name: rate.room_name,
    room_data_trans: { main_name: rate.room_name, bedding_type: bedding },
    serp_filters: [],
    allotment: rate.allotment,
    amenities_data: rate.amenities_data,
    any_residency: true,
  };
}

export function etgHotel(h: SerpHotel, hashField: 'book_hash' | 'match_hash'): EtgHotel {
  return { id: h.id, hid: h.hid, rates: h.rates.map((r) => etgRate(r, hashField)) };
}

export function etgHotelInfo(h: StaticHotel): EtgHotelInfo {
  return {
    id: h.id,
    hid: h.hid,
    name: h.name,
    address: h.address,
    latitude: h.latitude,
    longitude: h.longitude,
    star_rating: h.star_rating,
    kind: ETG_KIND[h.kind],
    images: h.images,
    amenity_groups: h.amenity_groups,
    description_struct: h.description_struct,
    check_in_time: h.check_in_time,
    check_out_time: h.check_out_time,
    region: h.region,
    room_groups: h.room_groups.map((g) => ({
      room_group_id: g.room_group_id,
      name: g.name,
      images: g.images,
      room_amenities: g.room_amenities,
      rg_ext: { ...g.rg_ext },
      name_struct: { main_name: g.name, bedding_type: g.bed_type },
    })),
    serp_filters: h.serp_filters,
    is_closed: h.is_closed,
    phone: h.phone,
    email: h.email,
    postal_code: h.postal_code,
  };
}

type Body = Record<string, unknown>;

export function requireString(body: Body, field: string): string {
  const v = body[field];
  if (typeof v !== 'string' || v === '') throw new FakeValidationError(`${field}: required string`);
  return v;
}

export function requireNumber(body: Body, field: string): number {
  const v = body[field];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new FakeValidationError(`${field}: required number`);
  return v;
}

function guestsOf(value: unknown): GuestRoom[] {
  if (!Array.isArray(value) || value.length === 0) throw new FakeValidationError('guests: required non-empty list');
  return value.map((g: unknown, i) => {
    const room = g as { adults?: unknown; children?: unknown };
    if (typeof room?.adults !== 'number') throw new FakeValidationError(`guests[${i}].adults: required number`);
    const children = room.children ?? [];
    if (!Array.isArray(children) || !children.every((c) => typeof c === 'number')) {
      throw new FakeValidationError(`guests[${i}].children: list of ages`);
    }
    return { adults: room.adults, children: children as number[] };
  });
}

/** ETG's common search fields: checkin, checkout, residency, language, guests, currency. */
export function stayOf(body: Body): StayParams {
  const language = body.language === 'ar' ? 'ar' : 'en';
  return {
    checkin: requireString(body, 'checkin'),
    checkout: requireString(body, 'checkout'),
    residency: requireString(body, 'residency'),
    language: language as Language,
    guests: guestsOf(body.guests),
    ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
  };
}

/** ETG-shaped hotel policies for generated dumps: a deposit, an extra bed, pets, breakfast, a city fee. */
export const SAMPLE_METAPOLICY: EtgMetapolicy = {
  deposit: [
    {
      availability: 'available',
      deposit_type: 'breakage',
      payment_type: 'card',
      pricing_method: 'per_stay',
      price: '500.00',
      currency: 'AED',
      price_unit: 'per_stay',
    },
  ],
  extra_bed: [{ amount: 1, inclusion: 'not_included', price: '150.00', currency: 'AED', price_unit: 'per_night' }],
  pets: [
    { pets_type: 'unspecified', inclusion: 'not_included', price: '0.00', currency: 'AED', price_unit: 'unspecified' },
  ],
  meal: [{ meal_type: 'breakfast', inclusion: 'not_included', price: '95.00', currency: 'AED' }],
  add_fee: [{ fee_type: 'service_fee', price: '20.00', currency: 'AED', price_unit: 'per_room_per_night' }],
  internet: [],
  parking: [],
};

/** One line of an ETG content dump for a built-in hotel (English content, sample policies). */
export function etgContentLine(h: InventoryHotel, extra: Partial<EtgDumpHotel> = {}): string {
  const line: EtgDumpHotel = {
    ...etgHotelInfo(buildStaticHotel(h, 'en')),
    metapolicy_struct: SAMPLE_METAPOLICY,
    metapolicy_extra_info: '<p>A Tourism Dirham fee is paid at the hotel.</p>',
    ...extra,
  };
  return JSON.stringify(line);
}
