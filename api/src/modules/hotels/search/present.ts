// Search results as the browser gets them: localised names, opaque ids, traveller prices only.
import { DUBAI_AREAS } from '../../../providers/hotel-supply/dubai-areas';
import type { InventoryHotel } from '../../../providers/hotel-supply/inventory-types';
import { HOTEL_AMENITY_LABELS } from '../../../providers/hotel-supply/room-catalogue';
import { inventoryImageUrl } from '../../../providers/hotel-supply/static-hotel';
import type { Language } from '../../../providers/hotel-supply/types';
import type { AreaDto, SearchHotel } from '../types';
import type { ResultItem } from './results';

/** Amenities worth a card's few words, in this order. */
const CARD_AMENITIES = [
  'beach',
  'pool',
  'spa',
  'kids-club',
  'fitness',
  'parking',
  'restaurant',
  'airport-shuttle',
  'kitchen',
  'wifi',
];

export function areaOf(hotel: InventoryHotel, lang: Language): AreaDto {
  const area = DUBAI_AREAS.find((a) => a.slug === hotel.area);
  return { slug: hotel.area, name: area?.name[lang] ?? hotel.area };
}

export function amenityLabel(slug: string, lang: Language): string {
  return HOTEL_AMENITY_LABELS[slug]?.[lang] ?? slug;
}

export function cardAmenities(hotel: InventoryHotel, lang: Language, max = 4): string[] {
  return CARD_AMENITIES.filter((a) => hotel.amenities.includes(a))
    .slice(0, max)
    .map((a) => amenityLabel(a, lang));
}

export function presentSearchHotel(
  item: ResultItem,
  ctx: { lang: Language; nights: number; rooms: number; encodeHid: (hid: number) => string },
): SearchHotel {
  const { hotel, offer } = item;
  return {
    hid: ctx.encodeHid(hotel.hid),
    name: hotel.name[ctx.lang],
    address: hotel.address[ctx.lang],
    area: areaOf(hotel, ctx.lang),
    stars: hotel.stars,
    rating: hotel.rating,
    review_count: hotel.reviewCount,
    property_type: hotel.propertyType,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    image: inventoryImageUrl(hotel, 0),
    amenities: cardAmenities(hotel, ctx.lang),
    distance_m: item.distanceM === null ? null : Math.round(item.distanceM),
    price: { total_minor: item.totalMinor, per_night_minor: item.perNightMinor, nights: ctx.nights, rooms: ctx.rooms },
    offer: {
      room_name: offer.roomName[ctx.lang],
      meal: offer.meal,
      bed: offer.bed,
      refundable: offer.refundable,
      rooms_left: offer.allotment,
    },
  };
}
