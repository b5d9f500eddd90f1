// What each hotel sells for one stay, in a compact form for search: every sellable offer (room type x meal x
// flexible or non-refundable) with its net total. The supplier answers, whichever it is (built-in or ETG):
// HotelSupplyProvider.regionOffers.
import { DUBAI_REGION_ID } from '../../../providers/hotel-supply/dubai-areas';
import type { StayOffer, StayOfferTable } from '../../../providers/hotel-supply/stay-offers';
import type { GuestRoom, HotelSupplyProvider } from '../../../providers/hotel-supply/types';

export interface Stay {
  checkin: string;
  checkout: string;
  guests: GuestRoom[];
}

export type HotelOffer = StayOffer;

/** hid → offers, cheapest first; hotels with nothing to sell are absent. */
export type OfferTable = StayOfferTable;

export function stayKey(stay: Stay): string {
  return `${stay.checkin}|${stay.checkout}|${stay.guests.map((g) => [g.adults, ...g.children].join('-')).join(',')}`;
}

export function stayOffers(provider: HotelSupplyProvider, stay: Stay): Promise<OfferTable> {
  return provider.regionOffers({ ...stay, regionId: DUBAI_REGION_ID });
}
