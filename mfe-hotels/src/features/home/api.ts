import type { AreaCard, SearchResponse } from '@/lib/api-types';
import { apiGet } from '@jad/shared-ui';

export async function fetchAreas(lang: string): Promise<AreaCard[]> {
  return (await apiGet<{ areas: AreaCard[] }>('/hotels/areas', { params: { lang } })).areas;
}

export function fetchFeatured(query: string): Promise<SearchResponse> {
  return apiGet<SearchResponse>(`/hotels/search?${query}`);
}
