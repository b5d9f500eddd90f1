// What each hotel sells for one stay, in a compact form for search: every sellable offer (room
// type × meal × flexible or non-refundable) with its net total. The built-in supplier's offers are
// computed from its calendar plus one query for the stay's bookings; another supplier's come from
// its region search.
import { quoteTotalsForHotel, type RoomNights } from '../../../providers/hotel-supply/built-in-rates';
import { nightsOf } from '../../../providers/hotel-supply/dates';
import type { CatalogSnapshot } from '../../../providers/hotel-supply/db-catalog';
import type { DbInventoryStore } from '../../../providers/hotel-supply/db-inventory-store';
import { DUBAI_REGION_ID } from '../../../providers/hotel-supply/dubai-areas';
import type { InventoryRoomType, LocalizedName } from '../../../providers/hotel-supply/inventory-types';
import { nightlyAllotment, nightlyPriceMinor } from '../../../providers/hotel-supply/price-calendar';
import {
  primaryPayment,
  type BedType,
  type GuestRoom,
  type HotelSupplyProvider,
  type Meal,
} from '../../../providers/hotel-supply/types';

export interface Stay {
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
}

export interface HotelOffer {
  roomTypeId: string | null;
  roomName: LocalizedName;
  meal: Meal;
  bed: BedType | null;
  /** Free cancellation before a deadline (false: non-refundable). */
  refundable: boolean;
  /** The supplier's price for the whole stay and all rooms, AED fils. */
  netMinor: number;
  /** Fewest rooms left on any night, when the supplier says. */
  allotment: number | null;
}

/** hid → offers, cheapest first; hotels with nothing to sell are absent. */
export type OfferTable = Map<number, HotelOffer[]>;

export function stayKey(stay: Stay): string {
  return `${stay.checkin}|${stay.checkout}|${stay.guests.map((g) => [g.adults, ...g.children].join('-')).join(',')}`;
}

export async function builtInOffers(
  inventory: DbInventoryStore,
  snapshot: CatalogSnapshot,
  stay: Stay,
): Promise<OfferTable> {
  const nights = nightsOf(stay.checkin, stay.checkout);
  const overrides = await inventory.overridesForNights(stay.checkin, stay.checkout);
  const table: OfferTable = new Map();
  const allotments: number[] = new Array(nights.length);
  const prices: number[] = new Array(nights.length);
  for (const [n, hotel] of snapshot.hotels.entries()) {
    // Pricing a city takes a while: let waiting requests through now and then.
    if (n % 500 === 499) await new Promise<void>((resolve) => setImmediate(resolve));
    const own = overrides.get(hotel.id);
    // Most hotels have nothing booked those nights: straight from the calendar, no lookups.
    const roomNights = (rt: InventoryRoomType): RoomNights => {
      for (let i = 0; i < nights.length; i++) {
        const o = own?.find((x) => x.roomTypeId === rt.id && x.night === nights[i]);
        const base = o?.allotmentOverride ?? nightlyAllotment(hotel, rt, nights[i]);
        allotments[i] = Math.max(0, base - (o?.booked ?? 0));
        prices[i] = o?.priceOverrideMinor ?? nightlyPriceMinor(hotel, rt, nights[i]);
      }
      return { allotments, prices };
    };
    const quotes = quoteTotalsForHotel(hotel, roomNights, stay);
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

/** Offers of any supplier from its region search (ETG's SERP); names come in one language. */
export async function providerOffers(provider: HotelSupplyProvider, stay: Stay): Promise<OfferTable> {
  const result = await provider.searchRegion({ ...stay, regionId: DUBAI_REGION_ID });
  const table: OfferTable = new Map();
  for (const hotel of result.hotels) {
    const offers = hotel.rates
      .map((rate): HotelOffer => {
        const pay = primaryPayment(rate);
        return {
          roomTypeId: rate.room_type_id ?? null,
          roomName: { en: rate.room_name, ar: rate.room_name },
          meal: rate.meal,
          bed: rate.bed_type,
          refundable: pay.cancellation_penalties.free_cancellation_before !== null,
          netMinor: pay.amount,
          allotment: rate.allotment,
        };
      })
      .sort((a, b) => a.netMinor - b.netMinor);
    if (offers.length > 0) table.set(hotel.hid, offers);
  }
  return table;
}
