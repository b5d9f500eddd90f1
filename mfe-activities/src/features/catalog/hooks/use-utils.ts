import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { CategoryUtil, MainCategoryUtil, PriceRangeUtil } from '@/lib/api-types';
import { activityKeys } from '@/lib/query-keys';
import { fetchCategories, fetchMainCategories, fetchPriceRange } from '../api';

// Lists that change with the catalogue, not with the visit: kept for the page's life once loaded.
const UTILS_STALE_MS = 10 * 60_000;
const NONE: never[] = [];

/** The main categories (none while loading or when the call failed: the bar is then hidden). */
export function useMainCategories(): MainCategoryUtil[] {
  const { data } = useQuery({
    queryKey: activityKeys.mainCategories,
    queryFn: fetchMainCategories,
    staleTime: UTILS_STALE_MS,
  });
  // The page (and its cards) re-renders with them at low priority, in slices, not one long task.
  return useDeferredValue(data ?? NONE);
}

export interface FilterOptions {
  categories: CategoryUtil[];
  priceRange: PriceRangeUtil | null;
}

/** Categories and price range for the filters of one main category (or all). */
export function useFilterOptions(mainCategory: string | undefined): FilterOptions {
  const categories = useQuery({
    queryKey: activityKeys.categories(mainCategory ?? null),
    queryFn: () => fetchCategories(mainCategory),
    staleTime: UTILS_STALE_MS,
  });
  const priceRange = useQuery({
    queryKey: activityKeys.priceRange(mainCategory ?? null),
    queryFn: () => fetchPriceRange(mainCategory),
    staleTime: UTILS_STALE_MS,
  });
  // One object per answer: a new one on every render would have React render the page again, deferred, each time.
  const options = useMemo(
    () => ({ categories: categories.data ?? NONE, priceRange: priceRange.data ?? null }),
    [categories.data, priceRange.data],
  );
  return useDeferredValue(options);
}
