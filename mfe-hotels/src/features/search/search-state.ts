import { DEFAULT_ROOMS, formatRooms, parseRooms, type GuestRoom } from '@jad/shared-ui';
// The search page's state lives in its URL (shareable, back button works). This file reads and
// writes it, and turns it into the api's query.
import type { SortCode } from '@/lib/api-types';
import { defaultStay, isIsoDate } from '@/lib/dates';

export type ResultsView = 'list' | 'grid' | 'map';
export const SORTS: SortCode[] = ['recommended', 'price_asc', 'price_desc', 'rating_desc', 'stars_desc', 'distance'];
export const PROPERTY_TYPES = ['hotel', 'apartment', 'resort', 'villa', 'guesthouse', 'hostel'] as const;
export const MEALS = ['nomeal', 'breakfast', 'half-board', 'all-inclusive'] as const;
export const BEDS = ['double', 'twin', 'king', 'sofa'] as const;
export const AMENITIES = [
  'pool',
  'beach',
  'spa',
  'fitness',
  'parking',
  'restaurant',
  'kids-club',
  'airport-shuttle',
  'pets-allowed',
] as const;
export const RATING_STEPS = [9, 8, 7, 6] as const;

export interface Filters {
  stars: number[];
  ratingMin: number | null;
  types: string[];
  meals: string[];
  beds: string[];
  amenities: string[];
  freeCancellation: boolean;
  /** Per night, AED fils (links stay the same whatever the reader's currency). */
  priceMin: number | null;
  priceMax: number | null;
}

export interface SearchState extends Filters {
  dest: string;
  /** A search near a point ("near you"). */
  near: { lat: number; lng: number } | null;
  checkin: string;
  checkout: string;
  rooms: GuestRoom[];
  sort: SortCode;
  view: ResultsView;
}

export const NO_FILTERS: Filters = {
  stars: [],
  ratingMin: null,
  types: [],
  meals: [],
  beds: [],
  amenities: [],
  freeCancellation: false,
  priceMin: null,
  priceMax: null,
};

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);
const num = (v: string | null) => (v !== null && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** Reads /hotels?… ; what is missing or malformed falls back (dates: empty, so the page asks for them). */
export function parseSearch(query: string): SearchState {
  const p = new URLSearchParams(query);
  const lat = num(p.get('lat'));
  const lng = num(p.get('lng'));
  const checkin = p.get('checkin');
  const checkout = p.get('checkout');
  const sort = p.get('sort') as SortCode | null;
  const view = p.get('view');
  return {
    dest: p.get('dest') ?? '',
    near: lat !== null && lng !== null ? { lat, lng } : null,
    checkin: isIsoDate(checkin) ? checkin : '',
    checkout: isIsoDate(checkout) ? checkout : '',
    rooms: parseRooms(p.get('rooms')) ?? DEFAULT_ROOMS,
    stars: list(p.get('stars'))
      .map(Number)
      .filter((n) => n >= 1 && n <= 5),
    ratingMin: num(p.get('rating_min')),
    types: list(p.get('types')),
    meals: list(p.get('meals')),
    beds: list(p.get('beds')),
    amenities: list(p.get('amenities')),
    freeCancellation: p.get('free_cancellation') === '1',
    priceMin: num(p.get('price_min')),
    priceMax: num(p.get('price_max')),
    sort: sort && SORTS.includes(sort) ? sort : 'recommended',
    view: view === 'grid' || view === 'map' ? view : 'list',
  };
}

/** The api's query (and the page's own URL) for a state; `extra` adds bbox, cursor, limit. */
export function searchParams(s: SearchState, extra: Record<string, string> = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (s.near) {
    p.set('lat', s.near.lat.toFixed(5));
    p.set('lng', s.near.lng.toFixed(5));
  } else if (s.dest) p.set('dest', s.dest);
  if (s.checkin) p.set('checkin', s.checkin);
  if (s.checkout) p.set('checkout', s.checkout);
  p.set('rooms', formatRooms(s.rooms));
  if (s.stars.length) p.set('stars', [...s.stars].sort().join(','));
  if (s.ratingMin !== null) p.set('rating_min', String(s.ratingMin));
  for (const [key, values] of [
    ['types', s.types],
    ['meals', s.meals],
    ['beds', s.beds],
    ['amenities', s.amenities],
  ] as const) {
    if (values.length) p.set(key, values.join(','));
  }
  if (s.freeCancellation) p.set('free_cancellation', '1');
  if (s.priceMin !== null) p.set('price_min', String(s.priceMin));
  if (s.priceMax !== null) p.set('price_max', String(s.priceMax));
  if (s.sort !== 'recommended') p.set('sort', s.sort);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p;
}

/** The page's URL: the api query plus the view. */
export function searchPath(s: SearchState): string {
  const p = searchParams(s);
  if (s.view !== 'list') p.set('view', s.view);
  return `/hotels?${p.toString().replace(/%2C/g, ',')}`;
}

export function activeFilterCount(f: Filters): number {
  return (
    f.stars.length +
    (f.ratingMin !== null ? 1 : 0) +
    f.types.length +
    f.meals.length +
    f.beds.length +
    f.amenities.length +
    (f.freeCancellation ? 1 : 0) +
    (f.priceMin !== null || f.priceMax !== null ? 1 : 0)
  );
}

export function hasStay(s: Pick<SearchState, 'checkin' | 'checkout'>): boolean {
  return s.checkin !== '' && s.checkout !== '';
}

/** Dates for links that need a stay (home cards): the state's, or a default one. */
export function stayOrDefault(s: Pick<SearchState, 'checkin' | 'checkout'>): { checkin: string; checkout: string } {
  return hasStay(s) ? { checkin: s.checkin, checkout: s.checkout } : defaultStay();
}
