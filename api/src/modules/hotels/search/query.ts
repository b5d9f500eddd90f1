// A hotel search as the engine sees it, after the route has validated and resolved the request.
import type { AreaSlug } from '../../../providers/hotel-supply/dubai-areas';
import type { BedType, Language, Meal, PropertyType } from '../../../providers/hotel-supply/types';
import type { Stay } from './offers';

export type Destination =
  | { kind: 'city' }
  | { kind: 'area'; slug: AreaSlug }
  | { kind: 'hotel'; hid: number }
  | { kind: 'text'; text: string }
  | { kind: 'geo'; latitude: number; longitude: number; radiusM: number };

/** South, west, north, east. */
export type BoundingBox = [number, number, number, number];

export interface SearchFilters {
  stars: number[];
  ratingMin: number | null;
  types: PropertyType[];
  meals: Meal[];
  beds: BedType[];
  amenities: string[];
  freeCancellation: boolean;
  /** Traveller price per night (with commission), AED fils. */
  priceMin: number | null;
  priceMax: number | null;
  bbox: BoundingBox | null;
}

export const SORT_KEYS = ['recommended', 'price_asc', 'price_desc', 'rating_desc', 'stars_desc', 'distance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchQuery {
  destination: Destination;
  stay: Stay;
  filters: SearchFilters;
  sort: SortKey;
  cursor: string | null;
  limit: number;
  lang: Language;
  commissionPercent: number;
}

export const NO_FILTERS: SearchFilters = {
  stars: [],
  ratingMin: null,
  types: [],
  meals: [],
  beds: [],
  amenities: [],
  freeCancellation: false,
  priceMin: null,
  priceMax: null,
  bbox: null,
};

/** Lower case, no accents, Arabic letter variants folded, so "Marina", "marína" and "مارينا" match. */
export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stable string for a destination and filters, for cache keys. */
export function destinationKey(d: Destination): string {
  switch (d.kind) {
    case 'city':
      return 'city';
    case 'area':
      return `area:${d.slug}`;
    case 'hotel':
      return `hotel:${d.hid}`;
    case 'text':
      return `text:${normaliseText(d.text)}`;
    case 'geo':
      return `geo:${d.latitude.toFixed(5)},${d.longitude.toFixed(5)},${d.radiusM}`;
  }
}

export function filtersKey(f: SearchFilters): string {
  const list = (xs: readonly (string | number)[]) => [...xs].sort().join('.');
  return [
    list(f.stars),
    f.ratingMin ?? '',
    list(f.types),
    list(f.meals),
    list(f.beds),
    list(f.amenities),
    f.freeCancellation ? 1 : 0,
    f.priceMin ?? '',
    f.priceMax ?? '',
    f.bbox ? f.bbox.map((x) => x.toFixed(4)).join(',') : '',
  ].join('|');
}
