// Prices the built-in inventory's rates for a stay: room type × meal plan × (flexible |
// non-refundable), each with its book hash and ETG-shaped payment and cancellation data.
import { at } from '../../lib/checked';
import { encodeBookHash } from './book-hash';
import { buildPenalties } from './cancellation';
import { bedOccupants } from './guests';
import type { InventoryHotel, InventoryRoomType, NightAvailability } from './inventory-types';
import type { GuestRoom, Language, Meal, Rate } from './types';

export const BUILT_IN_CURRENCY = 'AED';

export interface StayQuery {
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
}

export interface RateKey {
  roomTypeId: string;
  meal: Meal;
  nonRefundable: boolean;
}

export interface Quote {
  dailyPrices: number[];
  totalMinor: number;
  /** Fewest rooms left on any night of the stay. */
  allotment: number;
}

export interface RateContext {
  secret: string;
  /** Seconds since the epoch, stamped into book hashes. */
  issuedAt: number;
  language: Language;
}

export function fitsRoom(roomType: InventoryRoomType, guests: readonly GuestRoom[]): boolean {
  return guests.every((g) => g.adults <= roomType.maxAdults && bedOccupants(g) <= roomType.maxOccupancy);
}

/** Flexible first when the hotel allows free cancellation; non-refundable is always offered. */
export function rateKinds(hotel: InventoryHotel): boolean[] {
  return hotel.cancellation.freeCancellationDays === null ? [true] : [false, true];
}

/** Meal cost of one room for one night: adults and teenagers in full, children 2–11 half, infants free. */
function mealMinor(hotel: InventoryHotel, meal: Meal, room: GuestRoom): number {
  if (meal === 'nomeal') return 0;
  const perPerson = hotel.mealSupplementMinor[meal];
  const halves = room.adults * 2 + room.children.reduce((n, age) => n + (age >= 12 ? 2 : age >= 2 ? 1 : 0), 0);
  return (perPerson * halves) / 2;
}

/** A night with one room left sells it at a premium (yield pricing), rounded to whole dirhams. */
export const LAST_ROOM_PREMIUM_PERCENT = 10;

/**
 * The room price of a night as sold: the calendar's price, plus the last-room premium. Because it
 * follows the remaining allotment, a booking by someone else can change the price a traveller was
 * quoted, which prebook then reports as price_changed.
 */
export function lastRoomPrice(night: Pick<NightAvailability, 'allotment' | 'priceMinor'>): number {
  if (night.allotment !== 1) return night.priceMinor;
  return Math.round((night.priceMinor * (100 + LAST_ROOM_PREMIUM_PERCENT)) / 100 / 100) * 100;
}

/**
 * Null when the room type cannot hold the guests, does not offer the meal plan, or lacks rooms on
 * some night. Each night's price is rounded to whole dirhams, so totals read cleanly.
 */
export function quoteRate(
  hotel: InventoryHotel,
  roomType: InventoryRoomType,
  key: RateKey,
  stay: StayQuery,
  nights: readonly NightAvailability[],
): Quote | null {
  const rooms = stay.guests.length;
  if (!fitsRoom(roomType, stay.guests) || !roomType.meals.includes(key.meal)) return null;
  if (nights.length === 0 || nights.some((n) => n.allotment < rooms || n.priceMinor <= 0)) return null;
  if (key.nonRefundable === false && hotel.cancellation.freeCancellationDays === null) return null;
  const discount =
    key.nonRefundable && hotel.cancellation.freeCancellationDays !== null
      ? hotel.cancellation.nonRefundableDiscountPercent
      : 0;
  const dailyPrices = nights.map((n) => {
    const room = lastRoomPrice(n);
    const raw = stay.guests.reduce((sum, g) => sum + room + mealMinor(hotel, key.meal, g), 0);
    return Math.round((raw * (100 - discount)) / 100 / 100) * 100;
  });
  return {
    dailyPrices,
    totalMinor: dailyPrices.reduce((a, b) => a + b, 0),
    allotment: Math.min(...nights.map((n) => n.allotment)),
  };
}

export function toRate(
  hotel: InventoryHotel,
  roomType: InventoryRoomType,
  key: RateKey,
  stay: StayQuery,
  quote: Quote,
  ctx: RateContext,
): Rate {
  const book_hash = encodeBookHash(
    {
      hotelId: hotel.id,
      roomTypeId: roomType.id,
      meal: key.meal,
      nonRefundable: key.nonRefundable,
      checkin: stay.checkin,
      checkout: stay.checkout,
      guests: stay.guests,
      totalMinor: quote.totalMinor,
      currency: BUILT_IN_CURRENCY,
      issuedAt: ctx.issuedAt,
    },
    ctx.secret,
  );
  const penalties = buildPenalties(hotel.cancellation, stay.checkin, quote.totalMinor, key.nonRefundable);
  const payment = (type: 'deposit' | 'now') => ({
    type,
    amount: quote.totalMinor,
    currency_code: BUILT_IN_CURRENCY,
    is_need_credit_card_data: type === 'now',
    is_need_cvc: type === 'now',
    cancellation_penalties: penalties,
  });
  return {
    book_hash,
    room_name: roomType.name[ctx.language],
    room_type_id: roomType.id,
    meal: key.meal,
    bed_type: roomType.bed,
    rg_ext: { ...roomType.rgExt },
    daily_prices: quote.dailyPrices,
    payment_options: { payment_types: [payment('deposit'), payment('now')] },
    allotment: quote.allotment,
    amenities_data: [...roomType.amenities],
    max_occupancy: roomType.maxOccupancy,
    rooms: stay.guests.length,
  };
}

export interface PricedQuote {
  roomType: InventoryRoomType;
  key: RateKey;
  quote: Quote;
}

/** Every sellable quote of a hotel for the stay, cheapest first, not yet signed. */
export function quotesForHotel(
  hotel: InventoryHotel,
  nightsByRoomType: ReadonlyMap<string, NightAvailability[]>,
  stay: StayQuery,
): PricedQuote[] {
  const quotes: PricedQuote[] = [];
  for (const roomType of hotel.roomTypes) {
    const nights = nightsByRoomType.get(roomType.id) ?? [];
    for (const meal of roomType.meals) {
      for (const nonRefundable of rateKinds(hotel)) {
        const key = { roomTypeId: roomType.id, meal, nonRefundable };
        const quote = quoteRate(hotel, roomType, key, stay, nights);
        if (quote) quotes.push({ roomType, key, quote });
      }
    }
  }
  return quotes.sort((a, b) => a.quote.totalMinor - b.quote.totalMinor);
}

/** Signs quotes into rates; kept apart because signing is the costly part of a large result page. */
export function ratesFromQuotes(
  hotel: InventoryHotel,
  quotes: readonly PricedQuote[],
  stay: StayQuery,
  ctx: RateContext,
): Rate[] {
  return quotes.map((q) => toRate(hotel, q.roomType, q.key, stay, q.quote, ctx));
}

export function ratesForHotel(
  hotel: InventoryHotel,
  nightsByRoomType: ReadonlyMap<string, NightAvailability[]>,
  stay: StayQuery,
  ctx: RateContext,
): Rate[] {
  return ratesFromQuotes(hotel, quotesForHotel(hotel, nightsByRoomType, stay), stay, ctx);
}

/** One room type's nights for a stay: rooms left and the price per room (before the last-room premium). */
export interface RoomNights {
  allotments: readonly number[];
  prices: readonly number[];
}

export interface QuoteTotal {
  roomType: InventoryRoomType;
  key: RateKey;
  totalMinor: number;
  allotment: number;
}

/**
 * The quotes of quotesForHotel (the same totals, in the same order) without building per-night
 * arrays and rate objects: search prices every hotel of a city for a stay. built-in-rates.test.ts
 * holds it to quoteRate's arithmetic.
 */
export function quoteTotalsForHotel(
  hotel: InventoryHotel,
  nightsOfRoom: (roomType: InventoryRoomType) => RoomNights | null,
  stay: StayQuery,
): QuoteTotal[] {
  const rooms = stay.guests.length;
  const kinds = rateKinds(hotel);
  const out: QuoteTotal[] = [];
  for (const roomType of hotel.roomTypes) {
    if (!fitsRoom(roomType, stay.guests)) continue;
    const nights = nightsOfRoom(roomType);
    if (!nights || nights.prices.length === 0) continue;
    let allotment = Number.POSITIVE_INFINITY;
    let open = true;
    const roomPrices: number[] = [];
    for (let i = 0; i < nights.prices.length; i++) {
      // allotments and prices run over the same nights.
      const night = { allotment: at(nights.allotments, i), priceMinor: at(nights.prices, i) };
      if (night.allotment < rooms || night.priceMinor <= 0) {
        open = false;
        break;
      }
      allotment = Math.min(allotment, night.allotment);
      roomPrices.push(lastRoomPrice(night));
    }
    if (!open) continue;
    for (const meal of roomType.meals) {
      const meals = stay.guests.map((g) => mealMinor(hotel, meal, g));
      for (const nonRefundable of kinds) {
        const discount =
          nonRefundable && hotel.cancellation.freeCancellationDays !== null
            ? hotel.cancellation.nonRefundableDiscountPercent
            : 0;
        let total = 0;
        for (const room of roomPrices) {
          // Same expression and order as quoteRate, so the totals agree to the fils.
          let raw = 0;
          for (const m of meals) raw = raw + room + m;
          total += Math.round((raw * (100 - discount)) / 100 / 100) * 100;
        }
        out.push({ roomType, key: { roomTypeId: roomType.id, meal, nonRefundable }, totalMinor: total, allotment });
      }
    }
  }
  return out.sort((a, b) => a.totalMinor - b.totalMinor);
}
