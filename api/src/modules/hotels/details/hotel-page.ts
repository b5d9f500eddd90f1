// The hotel page: static content plus, for a stay, every rate grouped by room type, priced for the
// traveller (commission included) and carrying a rate key to book it with.
import { at } from '../../../lib/checked';
import type { HotelSupply } from '../../../providers/hotel-supply/create-hotel-supply';
import { nightsOf } from '../../../providers/hotel-supply/dates';
import type { InventoryHotel } from '../../../providers/hotel-supply/inventory-types';
import { primaryPayment, type Language, type Rate, type StaticHotel } from '../../../providers/hotel-supply/types';
import type { GuestReviews } from '../../reviews/types';
import type { RateKeys } from '../booking/rate-key';
import { travellerCancellation, travellerTotal } from '../pricing/traveller-price';
import type { Stay } from '../search/offers';
import { areaOf } from '../search/present';
import { perNight } from '../search/results';
import { hotelPoliciesOf } from './hotel-policies';
import type { HotelDetails, HotelPageResponse, RoomTypeDto, StayDto } from '../types';

export interface HotelPageDeps {
  supply: HotelSupply;
  rateKeys: RateKeys;
  encodeHid: (hid: number) => string;
  commissionPercent: number;
  /** The members' reviews of the hotel (../../reviews/hotel-service.ts). */
  guestReviews: (hid: number) => Promise<GuestReviews>;
}

export function stayDto(stay: Stay): StayDto {
  return {
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: nightsOf(stay.checkin, stay.checkout).length,
    rooms: stay.guests,
  };
}

function details(
  s: StaticHotel,
  inv: InventoryHotel | null,
  lang: Language,
  encodeHid: (hid: number) => string,
): HotelDetails {
  return {
    hid: encodeHid(s.hid),
    name: s.name,
    address: s.address,
    area: inv ? areaOf(inv, lang) : s.district ? { slug: s.district.slug, name: s.district.name } : null,
    stars: s.star_rating,
    rating: s.rating,
    review_count: inv?.reviewCount ?? null,
    property_type: s.kind,
    latitude: s.latitude,
    longitude: s.longitude,
    images: s.images,
    amenity_groups: s.amenity_groups,
    description: s.description_struct,
    check_in_time: s.check_in_time.slice(0, 5),
    check_out_time: s.check_out_time.slice(0, 5),
    phone: s.phone,
    email: s.email,
    policies: hotelPoliciesOf(inv?.policies),
  };
}

/** Groups rates by room type (ETG: by room name), cheapest room first, cheapest rate first within. */
function groupRates(
  rates: Rate[],
  s: StaticHotel,
  inv: InventoryHotel | null,
  stay: Stay,
  deps: HotelPageDeps,
): RoomTypeDto[] {
  const nights = nightsOf(stay.checkin, stay.checkout).length;
  const groups = new Map<string, RoomTypeDto>();
  for (const rate of rates) {
    const groupKey = rate.room_type_id ?? rate.room_name;
    let group = groups.get(groupKey);
    if (!group) {
      const index = inv ? inv.roomTypes.findIndex((r) => r.id === rate.room_type_id) : -1;
      const roomType = index >= 0 ? inv?.roomTypes[index] : undefined;
      const staticGroup = index >= 0 ? s.room_groups[index] : s.room_groups.find((g) => g.name === rate.room_name);
      group = {
        room_type_id: groupKey,
        name: rate.room_name,
        bed: rate.bed_type,
        size_sqm: roomType?.sizeSqm ?? null,
        max_occupancy: rate.max_occupancy,
        amenities: rate.amenities_data,
        image: staticGroup?.images[0] ?? null,
        rates: [],
      };
      groups.set(groupKey, group);
    }
    const pay = primaryPayment(rate);
    const total = travellerTotal(pay.amount, deps.commissionPercent);
    group.rates.push({
      rate_key: deps.rateKeys.encode({
        provider: deps.supply.provider.name,
        bookHash: rate.book_hash,
        hid: s.hid,
        checkin: stay.checkin,
        checkout: stay.checkout,
        guests: stay.guests,
        roomTypeId: rate.room_type_id ?? null,
        roomName: rate.room_name,
        meal: rate.meal,
        bed: rate.bed_type,
      }),
      meal: rate.meal,
      bed: rate.bed_type,
      total_minor: total,
      per_night_minor: perNight(total, nights),
      nights,
      rooms: rate.rooms ?? stay.guests.length,
      rooms_left: rate.allotment,
      cancellation: travellerCancellation(pay.cancellation_penalties, pay.amount, total, deps.commissionPercent),
    });
  }
  const out = [...groups.values()];
  for (const g of out) g.rates.sort((a, b) => a.total_minor - b.total_minor);
  // A group is made by its first rate, so each has a cheapest one.
  return out.sort((a, b) => at(a.rates, 0).total_minor - at(b.rates, 0).total_minor);
}

/** Null when the supplier does not know the hotel. */
export async function hotelPage(
  deps: HotelPageDeps,
  hid: number,
  stay: Stay | null,
  lang: Language,
): Promise<HotelPageResponse | null> {
  const { provider, catalog } = deps.supply;
  const s = await provider.staticHotel(hid, lang);
  if (!s) return null;
  const inv = (await catalog.snapshot()).byHid.get(hid) ?? null;
  let rooms: RoomTypeDto[] | null = null;
  if (stay) {
    const page = await provider.hotelPage(hid, { ...stay, language: lang });
    rooms = page ? groupRates(page.rates, s, inv, stay, deps) : [];
  }
  return {
    hotel: details(s, inv, lang, deps.encodeHid),
    stay: stay ? stayDto(stay) : null,
    rooms,
    commission_percent: deps.commissionPercent,
    guest_reviews: await deps.guestReviews(hid),
  };
}
