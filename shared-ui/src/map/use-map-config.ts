import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@jad/shared-ui';
import { OUTLINE_ONLY, parseMapConfig, type MapConfig } from './map-config';

export const MAP_CONFIG_KEY = ['map', 'config'] as const;

/**
 * The tile source, asked once per page through the shared query cache. Undefined while loading; on an error
 * the outline (a map with no background would be worse than the outline).
 */
export function useMapConfig(): MapConfig | undefined {
  const query = useQuery({
    queryKey: MAP_CONFIG_KEY,
    queryFn: ({ signal }) => apiGet<unknown>('/map/config', { signal }).then(parseMapConfig),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.isError ? OUTLINE_ONLY : query.data;
}
