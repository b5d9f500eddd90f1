import { startTransition, useEffect, useState } from 'react';
import type { CategoryUtil, MainCategoryUtil, PriceRangeUtil } from '@/lib/api-types';
import { fetchCategories, fetchMainCategories, fetchPriceRange } from '../api';

let mainCategoriesPromise: Promise<MainCategoryUtil[]> | null = null;

/** The main categories, loaded once per page. */
export function useMainCategories(): MainCategoryUtil[] {
  const [rows, setRows] = useState<MainCategoryUtil[]>([]);
  useEffect(() => {
    let live = true;
    mainCategoriesPromise ??= fetchMainCategories().then(
      (list) => list,
      () => {
        mainCategoriesPromise = null;
        return [];
      },
    );
    // The page (and its cards) re-renders with them: in a transition, in slices, not one long task.
    void mainCategoriesPromise.then((list) => live && startTransition(() => setRows(list)));
    return () => {
      live = false;
    };
  }, []);
  return rows;
}

/** For tests. */
export function resetMainCategories(): void {
  mainCategoriesPromise = null;
}

/** Categories and price range for the filters of one main category (or all). */
export function useFilterOptions(mainCategory: string | undefined): {
  categories: CategoryUtil[];
  priceRange: PriceRangeUtil | null;
} {
  const [categories, setCategories] = useState<CategoryUtil[]>([]);
  const [priceRange, setPriceRange] = useState<PriceRangeUtil | null>(null);
  useEffect(() => {
    let live = true;
    // Each answer re-renders the page with its cards: in a transition, in slices, not one long task.
    fetchCategories(mainCategory).then(
      (list) => live && startTransition(() => setCategories(list)),
      () => live && setCategories([]),
    );
    fetchPriceRange(mainCategory).then(
      (range) => live && startTransition(() => setPriceRange(range)),
      () => live && setPriceRange(null),
    );
    return () => {
      live = false;
    };
  }, [mainCategory]);
  return { categories, priceRange };
}
