// Every sellable offer of every hotel for one stay, in a compact form for search pages: room type x meal x
// flexible or non-refundable, with the net total. Each provider answers `regionOffers` with it; this is the
// generic way, from a region search (ETG's SERP).
import type { LocalizedName } from './inventory-types';
import { primaryPayment, type BedType, type Meal, type SearchResult } from './types';

export interface StayOffer {
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

/** hid -> offers, cheapest first; hotels with nothing to sell are absent. */
export type StayOfferTable = Map<number, StayOffer[]>;

/** The offers of a region search's answer; names come in one language. */
export function offersOfSearch(result: SearchResult): StayOfferTable {
  const table: StayOfferTable = new Map();
  for (const hotel of result.hotels) {
    const offers = hotel.rates
      .map((rate): StayOffer => {
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
