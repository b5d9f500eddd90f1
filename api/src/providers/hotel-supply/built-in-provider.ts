// The offline hotel supplier: ETG's booking flow over the demo inventory, through an
// InventoryStore (hotels, calendar, allotment) and a SupplyOrderStore (booking forms and orders).
import { at } from '../../lib/checked';
import { decodeBookHash, type BookHashPayload } from './book-hash';
import {
  quoteRate,
  quoteTotalsForHotel,
  quotesForHotel,
  ratesForHotel,
  ratesFromQuotes,
  toRate,
  type PricedQuote,
  type RateContext,
  type RoomNights,
} from './built-in-rates';
import { buildPenalties, penaltyAt } from './cancellation';
import { dubaiToday, nightsOf } from './dates';
import { assertValidStay, isValidChildAge } from './guests';
import type {
  InventoryHotel,
  InventoryRoomType,
  InventoryStore,
  NightAvailability,
  SupplyOrder,
  SupplyOrderStore,
} from './inventory-types';
import { nightlyAllotment, nightlyPriceMinor } from './price-calendar';
import { buildStaticHotel, DEFAULT_IMAGE_BASE_URL } from './static-hotel';
import { offersOfSearch, type StayOfferTable } from './stay-offers';
import {
  SupplyError,
  type BookingForm,
  type BookingFormParams,
  type BookingStatusResult,
  type CancelResult,
  type FinishBookingParams,
  type GeoSearchParams,
  type HotelRef,
  type HotelSupplyProvider,
  type Language,
  type PaymentTypeName,
  type PrebookOptions,
  type PrebookResult,
  type RegionSearchParams,
  type SearchResult,
  type SerpHotel,
  type StaticHotel,
  type StayParams,
} from './types';

export interface BuiltInProviderOptions {
  inventory: InventoryStore;
  orders: SupplyOrderStore;
  /** Signs book hashes; at least 16 characters, never sent to clients. */
  secret: string;
  now?: () => Date;
  /** How long a quoted book hash stays bookable. Default 1 hour. */
  bookHashTtlMs?: number;
  /** How long a booking form waits for finish. Default 30 minutes. */
  bookingFormTtlMs?: number;
  /** Status checks that answer `processing` before the result shows, like ETG's async booking. Default 1. */
  processingPolls?: number;
  /** Rates kept per hotel on search result pages (the hotel page has them all). Default 3. */
  serpRatesPerHotel?: number;
  imageBaseUrl?: string;
}

const PAYMENT_TYPES: PaymentTypeName[] = ['deposit', 'now'];
const EARTH_RADIUS_M = 6_371_000;

export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

function groupNights(rows: NightAvailability[]): Map<string, Map<string, NightAvailability[]>> {
  const byHotel = new Map<string, Map<string, NightAvailability[]>>();
  for (const r of rows) {
    const byRoom = byHotel.get(r.hotelId) ?? new Map<string, NightAvailability[]>();
    byHotel.set(r.hotelId, byRoom);
    const list = byRoom.get(r.roomTypeId) ?? [];
    byRoom.set(r.roomTypeId, list);
    list.push(r);
  }
  for (const byRoom of byHotel.values())
    for (const list of byRoom.values()) list.sort((a, b) => a.night.localeCompare(b.night));
  return byHotel;
}

export class BuiltInHotelSupply implements HotelSupplyProvider {
  readonly name = 'built-in';
  readonly statusPollMs = 25;
  private readonly now: () => Date;
  private readonly bookHashTtlMs: number;
  private readonly bookingFormTtlMs: number;
  private readonly processingPolls: number;
  private readonly serpRatesPerHotel: number;

  constructor(private readonly options: BuiltInProviderOptions) {
    if (options.secret.length < 16) throw new Error('hotel supply secret must be at least 16 characters');
    this.now = options.now ?? (() => new Date());
    this.bookHashTtlMs = options.bookHashTtlMs ?? 60 * 60_000;
    this.bookingFormTtlMs = options.bookingFormTtlMs ?? 30 * 60_000;
    this.processingPolls = options.processingPolls ?? 1;
    this.serpRatesPerHotel = options.serpRatesPerHotel ?? 3;
  }

  async searchRegion(params: RegionSearchParams): Promise<SearchResult> {
    assertValidStay(params, this.now());
    const hotels = await this.options.inventory.getHotels({ kind: 'region', regionId: params.regionId });
    return this.serp(hotels, params, params.hotelsLimit);
  }

  /** Nearest hotels first, since a geo search means "near here". */
  async searchGeo(params: GeoSearchParams): Promise<SearchResult> {
    assertValidStay(params, this.now());
    const { latitude, longitude, radius } = params;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !(radius > 0 && radius <= 70_000)) {
      throw new SupplyError('invalid_params', 'Latitude, longitude or radius (1–70 000 m) out of range');
    }
    const candidates = await this.options.inventory.getHotels({ kind: 'geo', latitude, longitude, radiusM: radius });
    const near = candidates
      .map((h) => ({ h, d: distanceM(latitude, longitude, h.latitude, h.longitude) }))
      .filter((x) => x.d <= radius)
      .sort((a, b) => a.d - b.d || a.h.hid - b.h.hid)
      .map((x) => x.h);
    return this.serp(near, params, params.hotelsLimit, false);
  }

  async searchHotels(ids: HotelRef[], params: StayParams): Promise<SearchResult> {
    assertValidStay(params, this.now());
    if (ids.length === 0 || ids.length > 300) throw new SupplyError('invalid_params', 'Give 1 to 300 hotel ids');
    const hotels = await this.options.inventory.getHotels({ kind: 'ids', refs: ids });
    return this.serp(hotels, params);
  }

  async hotelPage(hotelId: HotelRef, params: StayParams): Promise<SerpHotel | null> {
    assertValidStay(params, this.now());
    const hotel = await this.options.inventory.getHotel(hotelId);
    if (!hotel) return null;
    const nights = nightsOf(params.checkin, params.checkout);
    const rows = await this.options.inventory.getAvailabilityForHotels([hotel.id], nights);
    const rates = ratesForHotel(
      hotel,
      groupNights(rows).get(hotel.id) ?? new Map(),
      params,
      this.rateContext(params.language),
    );
    return rates.length > 0 ? { id: hotel.id, hid: hotel.hid, rates } : null;
  }

  async prebook(bookHash: string, options: PrebookOptions = {}): Promise<PrebookResult> {
    const { priceIncreasePercent } = options;
    if (priceIncreasePercent !== undefined && !(priceIncreasePercent >= 0 && priceIncreasePercent <= 100)) {
      throw new SupplyError('invalid_params', 'priceIncreasePercent must be 0–100');
    }
    const quote = this.readHash(bookHash);
    const found = await this.requote(quote);
    const { rate } = found;
    const newTotal = found.totalMinor;
    const oldTotal = quote.totalMinor;
    // Integer comparison of new > old × (1 + p/100), so no float rounding decides a booking.
    if (priceIncreasePercent !== undefined && newTotal * 100 > oldTotal * (100 + priceIncreasePercent)) {
      throw new SupplyError('no_available_rates', 'The price rose beyond the accepted increase');
    }
    const priceChanged = newTotal !== oldTotal;
    return { bookHash: rate.book_hash, priceChanged, rate, ...(priceChanged ? { newRate: rate } : {}) };
  }

  async createBookingForm(params: BookingFormParams): Promise<BookingForm> {
    const { partnerOrderId } = params;
    if (typeof partnerOrderId !== 'string' || partnerOrderId.trim() === '' || partnerOrderId.length > 256) {
      throw new SupplyError('invalid_params', 'partnerOrderId must be 1–256 characters');
    }
    const quote = this.readHash(params.bookHash);
    const hotel = await this.options.inventory.getHotel(quote.hotelId);
    if (!hotel || !hotel.roomTypes.some((r) => r.id === quote.roomTypeId)) throw new SupplyError('rate_not_found');
    const now = this.now();
    const orderId = await this.options.orders.nextOrderId();
    const order: SupplyOrder = {
      orderId,
      itemId: orderId,
      partnerOrderId,
      status: 'form',
      hotelId: quote.hotelId,
      roomTypeId: quote.roomTypeId,
      meal: quote.meal,
      nonRefundable: quote.nonRefundable,
      checkin: quote.checkin,
      checkout: quote.checkout,
      guests: quote.guests,
      totalMinor: quote.totalMinor,
      currency: quote.currency,
      penalties: buildPenalties(hotel.cancellation, quote.checkin, quote.totalMinor, quote.nonRefundable),
      paymentTypes: PAYMENT_TYPES,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.bookingFormTtlMs).toISOString(),
      processingPollsLeft: this.processingPolls,
    };
    if (!(await this.options.orders.insert(order))) {
      throw new SupplyError('duplicate_reservation', 'This partner order id already has a booking form');
    }
    return {
      orderId,
      itemId: order.itemId,
      partnerOrderId,
      paymentTypes: PAYMENT_TYPES.map((type) => ({
        type,
        amount: order.totalMinor,
        currency_code: order.currency,
        is_need_credit_card_data: type === 'now',
        is_need_cvc: type === 'now',
      })),
    };
  }

  /**
   * Idempotent: a retried finish (a network retry, a double click) reports the booking in hand
   * and never takes a second room. Concurrent finishes race on the order's status; one wins.
   */
  async finishBooking(params: FinishBookingParams): Promise<BookingStatusResult> {
    const { orders, inventory } = this.options;
    const order = await orders.get(params.partnerOrderId);
    if (!order) throw new SupplyError('order_not_found');
    if (order.status !== 'form') return this.view(order);
    if (this.now().getTime() > Date.parse(order.expiresAt)) throw new SupplyError('booking_form_expired');
    this.assertFinishParams(order, params);
    const claimed = await orders.transition(order.partnerOrderId, 'form', {
      status: 'processing',
      user: params.user,
      roomGuests: params.rooms,
      paidType: params.paymentType.type,
    });
    if (!claimed) return this.view((await orders.get(order.partnerOrderId)) ?? order);
    const nights = nightsOf(order.checkin, order.checkout);
    const taken = await inventory.decrementAllotment(order.hotelId, order.roomTypeId, nights, order.guests.length);
    await orders.transition(
      order.partnerOrderId,
      'processing',
      taken ? { status: 'ok' } : { status: 'failed', error: 'soldout' },
    );
    const done = await orders.get(order.partnerOrderId);
    return this.view(done ?? order);
  }

  async bookingStatus(partnerOrderId: string): Promise<BookingStatusResult> {
    const order = await this.options.orders.get(partnerOrderId);
    if (!order || order.status === 'form') throw new SupplyError('order_not_found');
    if (order.processingPollsLeft > 0 && (order.status === 'ok' || order.status === 'failed')) {
      await this.options.orders.update(partnerOrderId, { processingPollsLeft: order.processingPollsLeft - 1 });
      return { partnerOrderId, status: 'processing' };
    }
    return this.view({ ...order, processingPollsLeft: 0 });
  }

  /** Penalty from the policy in force now; the rest is refunded and the rooms go back on sale. */
  async cancelBooking(partnerOrderId: string): Promise<CancelResult> {
    const { orders, inventory } = this.options;
    const order = await orders.get(partnerOrderId);
    if (!order) throw new SupplyError('order_not_found');
    if (order.status === 'cancelled') throw new SupplyError('not_allowed', 'This order has been cancelled.');
    if (order.status !== 'ok') throw new SupplyError('not_allowed', 'Only confirmed bookings can be cancelled');
    const penaltyMinor = Math.min(order.totalMinor, penaltyAt(order.penalties, this.now()));
    const refundMinor = order.totalMinor - penaltyMinor;
    if (!(await orders.transition(partnerOrderId, 'ok', { status: 'cancelled', penaltyMinor, refundMinor }))) {
      throw new SupplyError('not_allowed', 'The order changed while cancelling');
    }
    await inventory.releaseAllotment(
      order.hotelId,
      order.roomTypeId,
      nightsOf(order.checkin, order.checkout),
      order.guests.length,
    );
    return { penaltyMinor, refundMinor, currency: order.currency };
  }

  /**
   * With a store that lists its departures from the calendar (the database store), a whole city is priced from the
   * calendar plus one query for the stay's bookings; otherwise through a region search.
   */
  async regionOffers(params: RegionSearchParams): Promise<StayOfferTable> {
    const store = this.options.inventory;
    if (!store.overridesForNights) return offersOfSearch(await this.searchRegion(params));
    const nights = nightsOf(params.checkin, params.checkout);
    const overrides = await store.overridesForNights(params.checkin, params.checkout);
    const hotels = await store.getHotels({ kind: 'region', regionId: params.regionId });
    const table: StayOfferTable = new Map();
    const allotments: number[] = new Array(nights.length);
    const prices: number[] = new Array(nights.length);
    for (const [n, hotel] of hotels.entries()) {
      // Pricing a city takes a while: let waiting requests through now and then.
      if (n % 500 === 499) await new Promise<void>((resolve) => setImmediate(resolve));
      const own = overrides.get(hotel.id);
      // Most hotels have nothing booked those nights: straight from the calendar, no lookups.
      const roomNights = (rt: InventoryRoomType): RoomNights => {
        for (const [i, night] of nights.entries()) {
          const o = own?.find((x) => x.roomTypeId === rt.id && x.night === night);
          const base = o?.allotmentOverride ?? nightlyAllotment(hotel, rt, night);
          allotments[i] = Math.max(0, base - (o?.booked ?? 0));
          prices[i] = o?.priceOverrideMinor ?? nightlyPriceMinor(hotel, rt, night);
        }
        return { allotments, prices };
      };
      const quotes = quoteTotalsForHotel(hotel, roomNights, params);
      if (quotes.length === 0) continue;
      table.set(
        hotel.hid,
        quotes.map((q) => ({
          roomTypeId: q.roomType.id,
          roomName: q.roomType.name,
          meal: q.key.meal,
          bed: q.roomType.bed,
          refundable: !q.key.nonRefundable,
          netMinor: q.totalMinor,
          allotment: q.allotment,
        })),
      );
    }
    return table;
  }

  availabilityStamp(checkin: string, checkout: string): Promise<string | null> {
    const store = this.options.inventory;
    return store.changeStamp ? store.changeStamp(checkin, checkout) : Promise.resolve(null);
  }

  async staticHotel(hotelId: HotelRef, language: Language = 'en'): Promise<StaticHotel | null> {
    const hotel = await this.options.inventory.getHotel(hotelId);
    return hotel ? buildStaticHotel(hotel, language, this.options.imageBaseUrl ?? DEFAULT_IMAGE_BASE_URL) : null;
  }

  private rateContext(language: Language = 'en'): RateContext {
    return { secret: this.options.secret, issuedAt: Math.floor(this.now().getTime() / 1000), language };
  }

  private async serp(
    hotels: InventoryHotel[],
    params: StayParams,
    limit?: number,
    byPrice = true,
  ): Promise<SearchResult> {
    if (hotels.length === 0) return { hotels: [], total_hotels: 0 };
    const nights = nightsOf(params.checkin, params.checkout);
    const rows = await this.options.inventory.getAvailabilityForHotels(
      hotels.map((h) => h.id),
      nights,
    );
    const nightsByHotel = groupNights(rows);
    const found: { hotel: InventoryHotel; quotes: PricedQuote[] }[] = [];
    for (const hotel of hotels) {
      const quotes = quotesForHotel(hotel, nightsByHotel.get(hotel.id) ?? new Map(), params);
      if (quotes.length > 0) found.push({ hotel, quotes: quotes.slice(0, this.serpRatesPerHotel) });
    }
    if (byPrice)
      // Only hotels with quotes were kept, so each has a first (cheapest) one.
      found.sort(
        (a, b) => at(a.quotes, 0).quote.totalMinor - at(b.quotes, 0).quote.totalMinor || a.hotel.hid - b.hotel.hid,
      );
    const max = limit !== undefined && limit > 0 ? limit : found.length;
    // Only the hotels that make the page get signed book hashes.
    const ctx = this.rateContext(params.language);
    return {
      hotels: found.slice(0, max).map(({ hotel, quotes }) => ({
        id: hotel.id,
        hid: hotel.hid,
        rates: ratesFromQuotes(hotel, quotes, params, ctx),
      })),
      total_hotels: found.length,
    };
  }

  private readHash(bookHash: string): BookHashPayload {
    const quote = decodeBookHash(bookHash, this.options.secret);
    if (!quote) throw new SupplyError('rate_not_found', 'Unknown or altered book hash');
    if (this.now().getTime() - quote.issuedAt * 1000 > this.bookHashTtlMs)
      throw new SupplyError('rate_not_found', 'The quote has expired');
    return quote;
  }

  /** Prices the quoted rate again from the current calendar and allotment. */
  private async requote(quote: BookHashPayload) {
    if (quote.checkin < dubaiToday(this.now())) throw new SupplyError('no_available_rates', 'Check-in has passed');
    const hotel = await this.options.inventory.getHotel(quote.hotelId);
    const roomType = hotel?.roomTypes.find((r) => r.id === quote.roomTypeId);
    if (!hotel || !roomType) throw new SupplyError('no_available_rates');
    const key = { roomTypeId: roomType.id, meal: quote.meal, nonRefundable: quote.nonRefundable };
    const nights = await this.options.inventory.getAvailability(
      hotel.id,
      roomType.id,
      nightsOf(quote.checkin, quote.checkout),
    );
    const fresh = quoteRate(hotel, roomType, key, quote, nights);
    if (!fresh) throw new SupplyError('no_available_rates', 'There are no rooms for sale in the hotel at the moment.');
    return { totalMinor: fresh.totalMinor, rate: toRate(hotel, roomType, key, quote, fresh, this.rateContext()) };
  }

  private assertFinishParams(order: SupplyOrder, params: FinishBookingParams): void {
    const bad = (message: string) => new SupplyError('invalid_params', message);
    if (!params.user || typeof params.user.email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(params.user.email)) {
      throw bad('A contact e-mail is needed');
    }
    if (!Array.isArray(params.rooms) || params.rooms.length !== order.guests.length) {
      throw bad(`Guests are needed for each of the ${order.guests.length} rooms`);
    }
    const main = params.rooms[0]?.guests?.[0];
    const named = (s: unknown) => typeof s === 'string' && s.trim().length > 0 && s.length <= 100;
    if (!main || !named(main.first_name) || !named(main.last_name)) throw bad('Main guest details needed');
    for (const room of params.rooms) {
      for (const g of room.guests ?? []) {
        if (!named(g.first_name) || !named(g.last_name)) throw bad('Every listed guest needs a first and last name');
        if (g.is_child && !isValidChildAge(g.age)) throw bad('Child ages must be 0 to 17');
      }
    }
    const pay = params.paymentType;
    if (
      !pay ||
      !order.paymentTypes.includes(pay.type) ||
      pay.amount !== order.totalMinor ||
      pay.currency_code !== order.currency
    ) {
      throw bad('The payment does not match the booking form');
    }
  }

  private view(order: SupplyOrder): BookingStatusResult {
    const base = { partnerOrderId: order.partnerOrderId };
    const settled = order.status === 'ok' || order.status === 'failed';
    if (order.status === 'processing' || order.status === 'form' || (settled && order.processingPollsLeft > 0)) {
      return { ...base, status: 'processing' };
    }
    if (order.status === 'failed') return { ...base, status: 'failed', error: order.error ?? 'unknown' };
    return { ...base, status: order.status };
  }
}
