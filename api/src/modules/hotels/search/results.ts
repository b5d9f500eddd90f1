// Filters and sorts one stay's hotels (a StayIndex) into a result list of (hotel, offer) index
// pairs, and makes objects only for the page that is sent.
// Index reads use `!` (noUncheckedIndexedAccess): every index is a hotel of the StayIndex (0 … n - 1, from its
// order or a result list) or one of that hotel's offers (offerStart[i] … offerStart[i + 1] - 1), and the columns
// have those lengths by construction. Checked reads (lib/checked.ts) made a search pass ~40 % slower.
import { distanceM } from '../../../providers/hotel-supply/built-in-provider';
import { DUBAI_AREAS } from '../../../providers/hotel-supply/dubai-areas';
import type { InventoryHotel } from '../../../providers/hotel-supply/inventory-types';
import type { HotelOffer } from './offers';
import { normaliseText, type BoundingBox, type Destination, type SearchFilters, type SortKey } from './query';
import { BED_CODES, compareKeys, FACET_AMENITIES, MEAL_CODES, NO_BED, TYPE_CODES, type StayIndex } from './stay-index';

export { FACET_AMENITIES, perNight, popularity } from './stay-index';

export interface ResultItem {
  hotel: InventoryHotel;
  /** The cheapest offer that meets the rate filters (meal, bed, free cancellation). */
  offer: HotelOffer;
  /** What the traveller pays, all nights and rooms, AED fils. */
  totalMinor: number;
  perNightMinor: number;
  distanceM: number | null;
  /** Ascending sort tuple, hid last: every item has a unique place (the keyset cursor). */
  key: number[];
}

export interface Facets {
  total: number;
  stars: Record<string, number>;
  types: Record<string, number>;
  meals: Record<string, number>;
  beds: Record<string, number>;
  amenities: Record<string, number>;
  rating: Record<string, number>;
  free_cancellation: number;
  /** Per night, traveller prices, AED fils; null when nothing is for sale. */
  price: { min: number; max: number } | null;
}

/** Matching (hotel, offer) index pairs in result order. */
export interface ResultList {
  hotel: Int32Array;
  offer: Int32Array;
  distance: Float64Array | null;
  count: number;
}

export const RATING_STEPS = [6, 7, 8, 9] as const;

type Matcher = (i: number) => boolean;

/** Whether hotel i is in the destination and the map's bounds. */
export function destinationMatcher(ix: StayIndex, destination: Destination, bbox: BoundingBox | null): Matcher {
  let match: Matcher;
  switch (destination.kind) {
    case 'city':
      match = () => true;
      break;
    case 'area': {
      const area = DUBAI_AREAS.findIndex((a) => a.slug === destination.slug);
      match = (i) => ix.area[i] === area;
      break;
    }
    case 'hotel':
      match = (i) => ix.hotels[i]!.hid === destination.hid;
      break;
    case 'text': {
      const text = normaliseText(destination.text);
      match = (i) => ix.names[i]!.includes(text);
      break;
    }
    case 'geo':
      match = (i) =>
        distanceM(destination.latitude, destination.longitude, ix.lat[i]!, ix.lng[i]!) <= destination.radiusM;
      break;
  }
  if (!bbox) return match;
  const [s, w, n, e] = bbox;
  return (i) => {
    const lat = ix.lat[i]!;
    const lng = ix.lng[i]!;
    return lat >= s && lat <= n && lng >= w && lng <= e && match(i);
  };
}

const maskOf = <T>(codes: readonly T[], chosen: readonly T[]) =>
  chosen.reduce((m, c) => m | (1 << codes.indexOf(c)), 0);

export interface ListQuery {
  destination: Destination;
  filters: SearchFilters;
  sort: SortKey;
}

export function buildResultList(ix: StayIndex, q: ListQuery): ResultList {
  const f = q.filters;
  const match = destinationMatcher(ix, q.destination, f.bbox);
  const starsMask = maskOf([0, 1, 2, 3, 4, 5], f.stars);
  const typesMask = maskOf(TYPE_CODES, f.types);
  const mealsMask = maskOf(MEAL_CODES, f.meals);
  const bedsMask = maskOf(BED_CODES, f.beds);
  const amenityMask = maskOf(FACET_AMENITIES, f.amenities as (typeof FACET_AMENITIES)[number][]);
  const ratingMin = f.ratingMin === null ? 0 : Math.round(f.ratingMin * 10);
  const rateFilters = f.freeCancellation || mealsMask !== 0 || bedsMask !== 0;
  const origin = q.destination.kind === 'geo' ? q.destination : null;

  const order = ix.order(q.sort === 'distance' ? 'recommended' : q.sort);
  const hotels = new Int32Array(ix.n);
  const offers = new Int32Array(ix.n);
  const distance = origin ? new Float64Array(ix.n) : null;
  let count = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (starsMask !== 0 && !(starsMask & (1 << ix.stars[i]!))) continue;
    if (ix.rating10[i]! < ratingMin) continue;
    if (typesMask !== 0 && !(typesMask & (1 << ix.type[i]!))) continue;
    if ((ix.amenities[i]! & amenityMask) !== amenityMask) continue;
    if (!match(i)) continue;
    let j = ix.offerStart[i]!;
    if (rateFilters) {
      const end = ix.offerStart[i + 1]!;
      for (; j < end; j++) {
        if (f.freeCancellation && !ix.refundable[j]) continue;
        if (mealsMask !== 0 && !(mealsMask & (1 << ix.meal[j]!))) continue;
        const bed = ix.bed[j]!;
        if (bedsMask !== 0 && (bed === NO_BED || !(bedsMask & (1 << bed)))) continue;
        break;
      }
      if (j === end) continue;
    }
    const pn = ix.perNight[j]!;
    if ((f.priceMin !== null && pn < f.priceMin) || (f.priceMax !== null && pn > f.priceMax)) continue;
    hotels[count] = i;
    offers[count] = j;
    if (distance && origin) {
      distance[count] = distanceM(origin.latitude, origin.longitude, ix.lat[i]!, ix.lng[i]!);
    }
    count++;
  }
  const list: ResultList = {
    hotel: hotels.subarray(0, count),
    offer: offers.subarray(0, count),
    distance: distance ? distance.subarray(0, count) : null,
    count,
  };
  // The base order holds unless distances decide, or a rate filter changed the price sorted on.
  if (origin || (rateFilters && (q.sort === 'price_asc' || q.sort === 'price_desc'))) return resort(ix, list, q.sort);
  return list;
}

function resort(ix: StayIndex, list: ResultList, sort: SortKey): ResultList {
  const keys = Array.from({ length: list.count }, (_, p) => keyAt(ix, list, sort, p));
  const perm = Array.from({ length: list.count }, (_, p) => p).sort((a, b) => compareKeys(keys[a]!, keys[b]!));
  return {
    hotel: Int32Array.from(perm, (p) => list.hotel[p]!),
    offer: Int32Array.from(perm, (p) => list.offer[p]!),
    distance: list.distance ? Float64Array.from(perm, (p) => list.distance?.[p] ?? 0) : null,
    count: list.count,
  };
}

export function keyAt(ix: StayIndex, list: ResultList, sort: SortKey, p: number): number[] {
  return ix.key(sort, list.hotel[p]!, list.offer[p]!, list.distance ? list.distance[p]! : 0);
}

export function itemAt(ix: StayIndex, list: ResultList, sort: SortKey, p: number): ResultItem {
  const i = list.hotel[p]!;
  const j = list.offer[p]!;
  return {
    hotel: ix.hotels[i]!,
    offer: ix.offers[j]!,
    totalMinor: ix.total[j]!,
    perNightMinor: ix.perNight[j]!,
    distanceM: list.distance ? list.distance[p]! : null,
    key: keyAt(ix, list, sort, p),
  };
}

/** Position of the first item after the cursor's key (binary search; keys are made on the way). */
export function startAfter(
  ix: StayIndex,
  list: ResultList,
  sort: SortKey,
  cursorKey: readonly number[] | null,
): number {
  if (!cursorKey) return 0;
  let lo = 0;
  let hi = list.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(keyAt(ix, list, sort, mid), cursorKey) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const bump = (r: Record<string, number>, k: string) => {
  r[k] = (r[k] ?? 0) + 1;
};

/** Counts for the filter panel over the destination's hotels, before filters. */
export function buildFacets(ix: StayIndex, destination: Destination, bbox: BoundingBox | null): Facets {
  const match = destinationMatcher(ix, destination, bbox);
  const facets: Facets = {
    total: 0,
    stars: {},
    types: {},
    meals: {},
    beds: {},
    amenities: {},
    rating: {},
    free_cancellation: 0,
    price: null,
  };
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (let i = 0; i < ix.n; i++) {
    if (!ix.sells(i) || !match(i)) continue;
    facets.total++;
    bump(facets.stars, String(ix.stars[i]!));
    bump(facets.types, TYPE_CODES[ix.type[i]!]!);
    const rating10 = ix.rating10[i]!;
    for (const step of RATING_STEPS) if (rating10 >= step * 10) bump(facets.rating, String(step));
    const amenities = ix.amenities[i]!;
    FACET_AMENITIES.forEach((a, b) => {
      if (amenities & (1 << b)) bump(facets.amenities, a);
    });
    let meals = 0;
    let beds = 0;
    let refundable = false;
    const first = ix.offerStart[i]!;
    const end = ix.offerStart[i + 1]!;
    for (let j = first; j < end; j++) {
      meals |= 1 << ix.meal[j]!;
      const bed = ix.bed[j]!;
      if (bed !== NO_BED) beds |= 1 << bed;
      refundable ||= ix.refundable[j]! === 1;
    }
    MEAL_CODES.forEach((m, b) => {
      if (meals & (1 << b)) bump(facets.meals, m);
    });
    BED_CODES.forEach((m, b) => {
      if (beds & (1 << b)) bump(facets.beds, m);
    });
    if (refundable) facets.free_cancellation++;
    // The cheapest offer of each hotel spans the slider: low end and high end.
    const p = ix.perNight[first]!;
    min = Math.min(min, p);
    max = Math.max(max, p);
  }
  facets.price = facets.total > 0 ? { min, max } : null;
  return facets;
}
