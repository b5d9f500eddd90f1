import { useEffect, useState } from 'react';
import type { MarkersResponse } from '@/lib/api-types';
import { isAbort } from '@/lib/http';
import { fetchMarkers } from '../api';

/** Every match of the search as map markers (the map shows them all; the list follows its bounds). */
export function useMarkers(query: string | null, lang: string): MarkersResponse | null {
  const [data, setData] = useState<MarkersResponse | null>(null);
  useEffect(() => {
    if (!query) return undefined;
    const ctrl = new AbortController();
    fetchMarkers(`${query}&lang=${lang}`, ctrl.signal)
      .then(setData)
      .catch((e: unknown) => {
        if (!isAbort(e)) setData(null);
      });
    return () => ctrl.abort();
  }, [query, lang]);
  return query ? data : null;
}
