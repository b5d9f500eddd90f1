import { useQuery } from '@tanstack/react-query';
import type { MarkersResponse } from '@/lib/api-types';
import { hotelKeys } from '@/lib/query-keys';
import { fetchMarkers } from '../api';

/** Every match of the search as map markers (the map shows them all; the list follows its bounds). */
export function useMarkers(query: string | null, lang: string): MarkersResponse | null {
  const full = query ? `${query}&lang=${lang}` : '';
  const markers = useQuery({
    queryKey: hotelKeys.markers(full),
    enabled: query !== null,
    queryFn: ({ signal }) => fetchMarkers(full, signal),
  });
  return query && !markers.isError ? (markers.data ?? null) : null;
}
