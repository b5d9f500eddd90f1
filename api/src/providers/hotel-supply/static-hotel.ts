// Static content of a built-in hotel in the shape of ETG's hotel/info answer.
import { areaBySlug, DUBAI_REGION_ID } from './dubai-areas';
import type { InventoryHotel } from './inventory-types';
import { AMENITY_GROUPS, HOTEL_AMENITY_LABELS, SERP_FILTER_OF } from './room-catalogue';
import type { Language, StaticHotel } from './types';

/** Where the api serves hotelImageSvg; the lead mounts a route here (see the README in this folder). */
export const DEFAULT_IMAGE_BASE_URL = '/api/v1/hotels/images';
/** Room-group images use variants from here up, so they never collide with hotel images. */
export const ROOM_IMAGE_VARIANT_BASE = 10;

/** ETG-style image template: `{size}` is replaced by the client, e.g. with `640x400`. */
export function hotelImageUrl(hid: number, variant: number, baseUrl = DEFAULT_IMAGE_BASE_URL): string {
  return `${baseUrl}/${hid}/${variant}/{size}.svg`;
}

/** A hotel's picture: the supplier's own when its content was imported (ETG), else the drawn one. */
export function inventoryImageUrl(hotel: Pick<InventoryHotel, 'hid' | 'imageUrls'>, variant: number): string {
  const own = hotel.imageUrls;
  if (own && own.length > 0) return own[variant % own.length] ?? hotelImageUrl(hotel.hid, variant);
  return hotelImageUrl(hotel.hid, variant);
}

export function buildStaticHotel(
  hotel: InventoryHotel,
  language: Language,
  imageBaseUrl = DEFAULT_IMAGE_BASE_URL,
): StaticHotel {
  const area = areaBySlug(hotel.area);
  const label = (slug: string) => HOTEL_AMENITY_LABELS[slug]?.[language] ?? slug;
  const amenity_groups = AMENITY_GROUPS.map((g) => ({
    group_name: g.name[language],
    amenities: g.amenities.filter((a) => hotel.amenities.includes(a)).map(label),
  })).filter((g) => g.amenities.length > 0);
  const meals = [...new Set(hotel.roomTypes.flatMap((r) => r.meals))];
  const checkIn = language === 'ar' ? 'تسجيل الوصول والمغادرة' : 'Check-in and check-out';
  const checkInText =
    language === 'ar'
      ? `تسجيل الوصول من ${hotel.checkInTime}، والمغادرة حتى ${hotel.checkOutTime}.`
      : `Check-in from ${hotel.checkInTime}, check-out until ${hotel.checkOutTime}.`;
  return {
    id: hotel.id,
    hid: hotel.hid,
    language,
    name: hotel.name[language],
    address: hotel.address[language],
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    star_rating: hotel.stars,
    rating: hotel.rating,
    kind: hotel.propertyType,
    images: Array.from({ length: hotel.imageCount }, (_, v) => hotelImageUrl(hotel.hid, v, imageBaseUrl)),
    amenity_groups,
    description_struct: [
      { title: language === 'ar' ? 'عن الفندق' : 'About the property', paragraphs: [hotel.description[language]] },
      { title: checkIn, paragraphs: [checkInText] },
    ],
    check_in_time: `${hotel.checkInTime}:00`,
    check_out_time: `${hotel.checkOutTime}:00`,
    region: {
      id: DUBAI_REGION_ID,
      name: language === 'ar' ? 'دبي' : 'Dubai',
      type: 'City',
      country_code: 'AE',
      iata: 'DXB',
    },
    district: { id: area.regionId, slug: area.slug, name: area.name[language] },
    room_groups: hotel.roomTypes.map((r, i) => ({
      room_group_id: i + 1,
      name: r.name[language],
      images: [hotelImageUrl(hotel.hid, ROOM_IMAGE_VARIANT_BASE + i, imageBaseUrl)],
      room_amenities: [...r.amenities],
      rg_ext: { ...r.rgExt },
      bed_type: r.bed,
      max_occupancy: r.maxOccupancy,
    })),
    meals,
    serp_filters: [
      ...new Set(hotel.amenities.map((a) => SERP_FILTER_OF[a]).filter((f): f is string => f !== undefined)),
    ],
    is_closed: false,
    phone: hotel.phone,
    email: hotel.email,
    postal_code: hotel.postalCode,
  };
}
