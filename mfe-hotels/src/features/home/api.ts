import type { AreaCard, SearchResponse } from '@/lib/api-types';
import { getJson } from '@/lib/http';

export async function fetchAreas(lang: string): Promise<AreaCard[]> {
  return (await getJson<{ areas: AreaCard[] }>('/hotels/areas', { lang })).areas;
}

export function fetchFeatured(query: string): Promise<SearchResponse> {
  return getJson<SearchResponse>(`/hotels/search?${query}`);
}
