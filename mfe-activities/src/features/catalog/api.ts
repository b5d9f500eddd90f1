import { apiPost } from '@jad/shared-ui';
import type { ActivityListResponse, CategoryUtil, MainCategoryUtil, PriceRangeUtil } from '@/lib/api-types';
import type { ListQuery } from '@/lib/catalog-filters';

export async function fetchActivities(query: ListQuery, signal?: AbortSignal): Promise<ActivityListResponse> {
  return apiPost<ActivityListResponse>('/activities/fetch-all', query, { signal });
}

export async function fetchMainCategories(): Promise<MainCategoryUtil[]> {
  return (await apiPost<{ rows: MainCategoryUtil[] }>('/utils/fetch', { name: 'main_categories' })).rows;
}

export async function fetchCategories(mainCategory?: string): Promise<CategoryUtil[]> {
  return (
    await apiPost<{ rows: CategoryUtil[] }>('/utils/fetch', {
      name: 'categories',
      ...(mainCategory ? { main_category: mainCategory } : {}),
    })
  ).rows;
}

export async function fetchPriceRange(mainCategory?: string): Promise<PriceRangeUtil> {
  const data = await apiPost<{ rows: PriceRangeUtil[] }>('/utils/fetch', {
    name: 'price_range',
    ...(mainCategory ? { main_category: mainCategory } : {}),
  });
  return data.rows[0] ?? { min_minor: 0, max_minor: 0 };
}
