import type { DestinationSuggestion, MarkersResponse, SearchResponse } from '@/lib/api-types';
import { getJson } from '@/lib/http';

export function fetchSearch(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return getJson<SearchResponse>(`/hotels/search?${query}`, undefined, signal);
}

export function fetchMarkers(query: string, signal?: AbortSignal): Promise<MarkersResponse> {
  return getJson<MarkersResponse>(`/hotels/search/markers?${query}`, undefined, signal);
}

export async function fetchDestinations(
  q: string,
  lang: string,
  signal?: AbortSignal,
): Promise<DestinationSuggestion[]> {
  return (await getJson<{ suggestions: DestinationSuggestion[] }>('/hotels/destinations', { q, lang }, signal))
    .suggestions;
}
