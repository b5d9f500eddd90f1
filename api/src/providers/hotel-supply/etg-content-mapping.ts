// One line of ETG's content dump → the app's hotel record (InventoryHotel, what search and hotel pages read from
// supply_hotels). ETG's content has no prices, ratings or allotments: those come live from its search, so the
// fields the built-in calendar needs are neutral here.
import { haversineKm } from '../../lib/geo';
import { DUBAI_AREAS, type AreaSlug } from './dubai-areas';
import { bedTypeOf, propertyTypeOf, rgExtOf } from './etg-mapping';
import type { SupplierHotel } from './db-catalog';
import type { EtgDumpHotel, EtgHotelInfo } from './etg-wire';
import type { InventoryHotel, SupplierPolicies } from './inventory-types';
import { SERP_FILTER_OF } from './room-catalogue';

/** ETG's search filters → the app's amenity slugs (the inverse of SERP_FILTER_OF). */
const AMENITY_OF_FILTER = new Map(Object.entries(SERP_FILTER_OF).map(([slug, filter]) => [filter, slug]));

export class MalformedHotelError extends Error {}

/** The Dubai neighbourhood nearest to a point, so area filters and labels work for imported hotels too. */
export function nearestArea(latitude: number, longitude: number): AreaSlug {
  let best: AreaSlug = 'downtown';
  let bestKm = Number.POSITIVE_INFINITY;
  for (const area of DUBAI_AREAS) {
    for (const a of area.anchors) {
      const km = haversineKm({ lat: latitude, lng: longitude }, { lat: a.latitude, lng: a.longitude });
      if (km < bestKm) [best, bestKm] = [area.slug, km];
    }
  }
  return best;
}

function policiesOf(h: Partial<EtgHotelInfo>): SupplierPolicies | null {
  const struct = h.metapolicy_struct && typeof h.metapolicy_struct === 'object' ? h.metapolicy_struct : null;
  const extra =
    typeof h.metapolicy_extra_info === 'string' && h.metapolicy_extra_info.trim() ? h.metapolicy_extra_info : null;
  return struct || extra ? { struct: struct ?? {}, extraInfo: extra } : null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Throws MalformedHotelError when a field the app cannot do without is missing or of the wrong type. */
export function importedHotelOf(h: EtgDumpHotel): SupplierHotel {
  const latitude = num(h.latitude);
  const longitude = num(h.longitude);
  const hid = num(h.hid);
  if (typeof h.id !== 'string' || !h.id) throw new MalformedHotelError('id missing');
  if (hid === null || !Number.isInteger(hid) || hid <= 0) throw new MalformedHotelError(`${h.id}: hid missing`);
  if (typeof h.name !== 'string' || !h.name.trim()) throw new MalformedHotelError(`${h.id}: name missing`);
  if (latitude === null || longitude === null) throw new MalformedHotelError(`${h.id}: coordinates missing`);
  if (!h.region || typeof h.region.id !== 'number') throw new MalformedHotelError(`${h.id}: region missing`);
  const name = h.name.trim();
  const address = typeof h.address === 'string' ? h.address : '';
  // ETG's 0 stars means unrated; the table keeps 1–5.
  const stars = Math.min(5, Math.max(1, Math.round(num(h.star_rating) ?? 0))) as InventoryHotel['stars'];
  const description = (h.description_struct ?? []).flatMap((d) => d.paragraphs ?? []).join('\n\n');
  const roomTypes: InventoryHotel['roomTypes'] = (h.room_groups ?? []).map((g) => {
    const rgExt = rgExtOf(g.rg_ext);
    const capacity = rgExt.capacity > 0 ? rgExt.capacity : 2;
    return {
      id: `rg-${g.room_group_id}`,
      kind: 'standard',
      name: { en: g.name, ar: g.name },
      bed: bedTypeOf(g.name, g.name_struct?.bedding_type, g.rg_ext) ?? 'double',
      maxOccupancy: capacity,
      maxAdults: capacity,
      sizeSqm: 0,
      meals: [],
      basePriceMinor: 0,
      baseAllotment: 0,
      amenities: [...(g.room_amenities ?? [])],
      rgExt,
      imageUrls: [...(g.images ?? [])],
    };
  });
  const hotel: InventoryHotel = {
    id: h.id,
    hid,
    // The dump is read in one language; the app shows the supplier's name and address as given (dir="auto").
    name: { en: name, ar: name },
    area: nearestArea(latitude, longitude),
    regionId: h.region.id,
    address: { en: address, ar: address },
    latitude,
    longitude,
    stars,
    rating: 0,
    reviewCount: 0,
    propertyType: propertyTypeOf(typeof h.kind === 'string' ? h.kind : 'hotel'),
    amenities: [
      ...new Set((h.serp_filters ?? []).map((f) => AMENITY_OF_FILTER.get(f)).filter((a): a is string => !!a)),
    ],
    imageCount: h.images?.length ?? 0,
    imageUrls: [...(h.images ?? [])],
    roomTypes,
    cancellation: { freeCancellationDays: null, penaltyPercent: 0, nonRefundableDiscountPercent: 0 },
    mealSupplementMinor: { breakfast: 0, 'half-board': 0, 'full-board': 0, 'all-inclusive': 0 },
    checkInTime: (h.check_in_time ?? '14:00').slice(0, 5),
    checkOutTime: (h.check_out_time ?? '12:00').slice(0, 5),
    phone: h.phone ?? '',
    email: h.email ?? '',
    postalCode: h.postal_code ?? '',
    description: { en: description, ar: description },
    seed: hid,
    scarcity: 1,
  };
  return {
    hotel,
    countryCode: typeof h.region.country_code === 'string' ? h.region.country_code.toUpperCase() : null,
    policies: policiesOf(h),
  };
}
