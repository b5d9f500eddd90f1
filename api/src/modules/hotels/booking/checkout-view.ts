// What a checkout keeps about the rate (jsonb `rate`) and how it is shown to its traveller.
import { addDays } from '../../../providers/hotel-supply/dates';
import type { CancellationPenalties, Language } from '../../../providers/hotel-supply/types';
import type { HotelCheckoutRow, OrderRow } from '../../../db/schema';
import { stayDto } from '../details/hotel-page';
import type {
  AreaDto,
  BedCode,
  CancellationTerms,
  CheckoutDto,
  GuestDto,
  MealCode,
  PaymentOutcome,
  PriceBreakdown,
} from '../types';
import { BOOKING_FAILED, PAYMENT_FAILED } from './errors';

/** Stored with the checkout at prebook; never sent as is (penalties are net). */
export interface CheckoutRateSnapshot {
  lang: Language;
  hotel: {
    hid: string;
    name: string;
    address: string;
    stars: number;
    image: string | null;
    area: AreaDto | null;
    latitude: number;
    longitude: number;
  };
  room: { name: string; meal: MealCode; bed: BedCode | null; room_type_id: string | null };
  /** Net nightly charges for all rooms, AED fils. */
  dailyNet: number[];
  penalties: CancellationPenalties;
  cancellation: CancellationTerms;
  supplierOrderId?: number;
}

export type FailureReason = NonNullable<CheckoutDto['failure']>['reason'];

export const snapshotOf = (row: HotelCheckoutRow) => row.rate as unknown as CheckoutRateSnapshot;

export function priceBreakdown(row: HotelCheckoutRow): PriceBreakdown {
  const snap = snapshotOf(row);
  return {
    nights: snap.dailyNet.map((amount, i) => ({ night: addDays(row.checkin, i), amount_minor: amount })),
    room_charges_minor: row.netMinor,
    commission_percent: Number(row.commissionPercent),
    service_fee_minor: row.totalMinor - row.netMinor,
    total_minor: row.totalMinor,
    currency: row.currency,
    fx_rate: Number(row.fxRate),
    display_total_minor: row.displayTotalMinor,
  };
}

export function outcomeOf(row: HotelCheckoutRow): PaymentOutcome | null {
  switch (row.status) {
    case 'booked':
      return 'confirmed';
    case 'payment_failed':
      return row.lastError === 'requires_action' ? 'requires_action' : 'payment_failed';
    case 'failed':
      return 'booking_failed';
    case 'paying':
      return 'processing';
    default:
      return null;
  }
}

function failureOf(row: HotelCheckoutRow, order: OrderRow | null): CheckoutDto['failure'] {
  if (row.status === 'payment_failed' && row.lastError !== 'requires_action') {
    return {
      reason: row.lastError === 'payment_error' ? 'payment_error' : 'payment_declined',
      message: PAYMENT_FAILED,
      refund_minor: null,
    };
  }
  if (row.status === 'failed') {
    return {
      reason: row.lastError === 'sold_out' ? 'sold_out' : 'supplier_error',
      message: BOOKING_FAILED,
      refund_minor: order?.refundMinor ?? row.totalMinor,
    };
  }
  return null;
}

export function checkoutDto(row: HotelCheckoutRow, order: OrderRow | null): CheckoutDto {
  const snap = snapshotOf(row);
  const contact = row.contact as { email?: string; phone?: string | null } | null;
  return {
    checkout_id: row.uuid,
    status: row.status,
    hotel: {
      hid: snap.hotel.hid,
      name: snap.hotel.name,
      address: snap.hotel.address,
      stars: snap.hotel.stars,
      image: snap.hotel.image,
      area: snap.hotel.area,
    },
    stay: stayDto({ checkin: row.checkin, checkout: row.checkout, guests: row.guests }),
    room: snap.room,
    price: priceBreakdown(row),
    cancellation: snap.cancellation,
    contact: contact?.email ? { email: contact.email, phone: contact.phone ?? null } : null,
    room_guests: (row.roomGuests as { guests: GuestDto[] }[] | null) ?? null,
    expires_at: row.expiresAt.toISOString(),
    order_id: order?.uuid ?? null,
    outcome: outcomeOf(row),
    failure: failureOf(row, order),
  };
}
