import type { DestinationSuggestion, MarkersResponse, SearchResponse } from '@/lib/api-types';
import { apiGet } from '@jad/shared-ui';

export function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>(`/hotels/search?${query}`, { signal });
}

export function fetchMarkers(query: string, signal?: AbortSignal): Promise<MarkersResponse> {
  return apiGet<MarkersResponse>(`/hotels/search/markers?${query}`, { signal });
}

export async function fetchDestinations(
  q: string,
  lang: string,
  signal?: AbortSignal,
): Promise<DestinationSuggestion[]> {
  return (
    await apiGet<{ suggestions: DestinationSuggestion[] }>('/hotels/destinations', { params: { q, lang }, signal })
  ).suggestions;
}
