import type { ActivitySort } from './api-types';

/** The body of /activities/fetch-all. */
export interface ListQuery {
  main_category?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  min_rating?: number;
  kid_friendly?: boolean;
  sort?: ActivitySort;
  cursor?: string;
  limit?: number;
}

/** Cards per page of the list (the first frame asks for the same first page). */
export const PAGE_SIZE = 12;

// The list's filters live in the URL (/activities?main=cruises&sort=price_asc…), so a filtered list
// can be shared, reloaded and left with the back button. Anything malformed is dropped, not trusted.

export interface ListFilters {
  main?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  kids: boolean;
  sort: ActivitySort;
}

export const SORTS: readonly ActivitySort[] = ['rating', 'price_asc', 'price_desc', 'newest'];
export const RATING_STEPS = [4.5, 4, 3.5] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const whole = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
};

export function parseFilters(params: URLSearchParams): ListFilters {
  const main = params.get('main');
  const category = params.get('cat');
  const sort = params.get('sort') as ActivitySort | null;
  const rating = Number(params.get('rating'));
  return {
    main: main && SLUG.test(main) ? main : undefined,
    category: category && SLUG.test(category) ? category : undefined,
    minPrice: whole(params.get('min')),
    maxPrice: whole(params.get('max')),
    minRating: (RATING_STEPS as readonly number[]).includes(rating) ? rating : undefined,
    kids: params.get('kids') === '1',
    sort: sort && SORTS.includes(sort) ? sort : 'rating',
  };
}

export function filtersToParams(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.main) params.set('main', filters.main);
  if (filters.category) params.set('cat', filters.category);
  if (filters.minPrice !== undefined) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max', String(filters.maxPrice));
  if (filters.minRating !== undefined) params.set('rating', String(filters.minRating));
  if (filters.kids) params.set('kids', '1');
  if (filters.sort !== 'rating') params.set('sort', filters.sort);
  return params;
}

export function toListQuery(filters: ListFilters): ListQuery {
  const query: ListQuery = { sort: filters.sort };
  if (filters.main) query.main_category = filters.main;
  if (filters.category) query.category = filters.category;
  if (filters.minPrice !== undefined) query.min_price = filters.minPrice;
  if (filters.maxPrice !== undefined && (filters.minPrice === undefined || filters.maxPrice >= filters.minPrice))
    query.max_price = filters.maxPrice;
  if (filters.minRating !== undefined) query.min_rating = filters.minRating;
  if (filters.kids) query.kid_friendly = true;
  return query;
}

/** How many filters (beyond the main category and the sort) are on, for the filter button's badge. */
export function activeFilterCount(filters: ListFilters): number {
  return [filters.category, filters.minPrice ?? filters.maxPrice, filters.minRating, filters.kids || undefined].filter(
    (v) => v !== undefined,
  ).length;
}
