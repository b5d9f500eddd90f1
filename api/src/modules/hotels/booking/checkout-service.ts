// Checkouts: a rate chosen on the hotel page, re-checked with the supplier (prebook) and priced for
// the traveller, with the display currency's rate fixed there and then. Guests are added to it,
// then it is paid (payment-service.ts).
import type { HotelCheckoutRow, OrderRow } from '../../../db/schema';
import { invalid, invalidDetail, notFound, upstreamFailed } from '../../../lib/domain-error';
import { BASE_CURRENCY, convertAedMinor, type CurrencyCode } from '../../../providers/fx';
import { isSupplyError, primaryPayment, SupplyError, type Language } from '../../../providers/hotel-supply/types';
import { hotelImageUrl } from '../../../providers/hotel-supply/static-hotel';
import { findOrderById } from '../../orders/repository';
import type { HotelsContext } from '../context';
import { travellerCancellation, travellerTotal } from '../pricing/traveller-price';
import { areaOf } from '../search/present';
import type { CheckoutDto, GuestDto } from '../types';
import { findCheckoutByUuid, insertCheckout, transitionCheckout } from './repository';
import { checkoutDto, type CheckoutRateSnapshot } from './checkout-view';
import { guestProblems } from './guest-rules';
import { BookingConflictError } from './errors';

/** How long a prebooked price holds before the traveller has to choose the room again. */
export const CHECKOUT_TTL_MS = 30 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Supplier answers that send the traveller back to room selection, and outages. */
export function conflictOf(e: unknown): never {
  if (isSupplyError(e, 'rate_not_found')) throw new BookingConflictError('price_changed');
  if (isSupplyError(e, 'no_available_rates') || isSupplyError(e, 'soldout')) throw new BookingConflictError('no_rooms');
  if (e instanceof SupplyError) throw upstreamFailed('bad_gateway');
  throw e;
}

export interface CreateCheckoutInput {
  rateKey: string;
  currency: CurrencyCode;
  lang: Language;
  userId: number | null;
}

export async function createCheckout(ctx: HotelsContext, input: CreateCheckoutInput): Promise<CheckoutDto> {
  const key = ctx.rateKeys.decode(input.rateKey);
  if (!key) throw invalid('invalid_rate_key', { field: 'rate_key' });
  // A key from another supplier (the configuration changed since the page loaded) is a stale price.
  if (key.provider !== ctx.supply.provider.name) throw new BookingConflictError('price_changed');
  const checked = await ctx.supply.provider.prebook(key.bookHash).catch(conflictOf);
  if (checked.priceChanged) throw new BookingConflictError('price_changed');

  const pay = primaryPayment(checked.rate);
  const net = pay.amount;
  const total = travellerTotal(net, ctx.commissionPercent);
  const perAed = input.currency === BASE_CURRENCY ? '1' : (await ctx.fx.getRate(input.currency))?.perAed;
  if (!perAed) throw invalid('no_exchange_rate', { field: 'currency' });

  const statics = await ctx.supply.provider.staticHotel(key.hid, input.lang).catch(() => null);
  const inv = (await ctx.supply.catalog.snapshot()).byHid.get(key.hid);
  const snapshot: CheckoutRateSnapshot = {
    lang: input.lang,
    hotel: {
      hid: ctx.encodeHid(key.hid),
      name: statics?.name ?? inv?.name[input.lang] ?? '',
      address: statics?.address ?? inv?.address[input.lang] ?? '',
      stars: statics?.star_rating ?? inv?.stars ?? 0,
      image: statics?.images[0] ?? (inv ? hotelImageUrl(inv.hid, 0) : null),
      area: inv ? areaOf(inv, input.lang) : null,
      latitude: statics?.latitude ?? inv?.latitude ?? 0,
      longitude: statics?.longitude ?? inv?.longitude ?? 0,
    },
    // The name as the traveller saw it on the hotel page (prebook answers in the supplier's default language).
    room: {
      name: key.roomName || checked.rate.room_name,
      meal: checked.rate.meal,
      bed: checked.rate.bed_type,
      room_type_id: key.roomTypeId,
    },
    dailyNet: checked.rate.daily_prices,
    penalties: pay.cancellation_penalties,
    cancellation: travellerCancellation(pay.cancellation_penalties, net, total, ctx.commissionPercent),
  };
  const row = await insertCheckout(ctx.db, {
    userId: input.userId,
    hid: key.hid,
    provider: ctx.supply.provider.name,
    bookHash: checked.bookHash,
    checkin: key.checkin,
    checkout: key.checkout,
    guests: key.guests,
    rate: snapshot as unknown as Record<string, unknown>,
    netMinor: net,
    totalMinor: total,
    commissionPercent: String(ctx.commissionPercent),
    currency: input.currency,
    fxRate: perAed,
    displayTotalMinor: convertAedMinor(total, input.currency, perAed),
    expiresAt: new Date(ctx.now().getTime() + CHECKOUT_TTL_MS),
  });
  return checkoutDto(row, null);
}

/** A visitor's checkout is reached by its unguessable id; a member's only by that member. */
export async function loadCheckout(ctx: HotelsContext, uuid: string, userId: number | null): Promise<HotelCheckoutRow> {
  const row = UUID.test(uuid) ? await findCheckoutByUuid(ctx.db, uuid.toLowerCase()) : null;
  if (!row || (row.userId !== null && row.userId !== userId)) throw notFound('checkout_not_found');
  return row;
}

export async function orderOf(ctx: HotelsContext, row: HotelCheckoutRow): Promise<OrderRow | null> {
  return row.orderId ? findOrderById(ctx.db, row.orderId) : null;
}

export async function getCheckout(ctx: HotelsContext, uuid: string, userId: number | null): Promise<CheckoutDto> {
  const row = await loadCheckout(ctx, uuid, userId);
  return checkoutDto(row, await orderOf(ctx, row));
}

export interface GuestsInput {
  contact: { email: string; phone?: string | null };
  rooms: { guests: GuestDto[] }[];
}

export async function saveGuests(
  ctx: HotelsContext,
  uuid: string,
  userId: number | null,
  input: GuestsInput,
): Promise<CheckoutDto> {
  const row = await loadCheckout(ctx, uuid, userId);
  const problem = guestProblems(input.rooms, row.guests);
  if (problem) throw invalidDetail(problem);
  const trimmed = input.rooms.map((room) => ({
    guests: room.guests.map((g) => ({
      ...g,
      first_name: g.first_name.trim(),
      last_name: g.last_name.trim(),
      citizenship: g.citizenship?.toUpperCase(),
    })),
  }));
  const updated = await transitionCheckout(ctx.db, row.id, ['open', 'payment_failed'], {
    contact: { email: input.contact.email.trim().toLowerCase(), phone: input.contact.phone?.trim() || null },
    roomGuests: trimmed as unknown as Record<string, unknown>[],
  });
  if (!updated) throw invalid('booking_locked');
  return checkoutDto(updated, await orderOf(ctx, updated));
}
