import { useAppStore } from '@jad/shared-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchHotel, SearchResponse } from '@/lib/api-types';
import { isAbort } from '@/lib/http';
import { fetchSearch } from '../api';

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface HotelSearch {
  status: SearchStatus;
  data: SearchResponse | null;
  hotels: SearchHotel[];
  loadingMore: boolean;
  loadMore(): void;
  refresh(): void;
}

const PAGE = 20;

/** Page 1 of a search (replacing what was shown), then further keyset pages appended. */
export function useHotelSearch(query: string | null): HotelSearch {
  const lang = useAppStore((s) => s.lang);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [data, setData] = useState<SearchResponse | null>(null);
  const [hotels, setHotels] = useState<SearchHotel[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<string | null>(null);

  useEffect(() => {
    if (!query) {
      setStatus('idle');
      return undefined;
    }
    const full = `${query}&lang=${lang}&limit=${PAGE}`;
    current.current = full;
    const ctrl = new AbortController();
    setStatus('loading');
    fetchSearch(full, ctrl.signal)
      .then((res) => {
        setData(res);
        setHotels(res.hotels);
        setStatus('ready');
      })
      .catch((e: unknown) => {
        if (!isAbort(e)) setStatus('error');
      });
    return () => ctrl.abort();
  }, [query, lang, attempt]);

  const loadMore = useCallback(() => {
    const base = current.current;
    if (!base || !data?.next_cursor || loadingMore) return;
    setLoadingMore(true);
    fetchSearch(`${base}&cursor=${encodeURIComponent(data.next_cursor)}`)
      .then((res) => {
        if (current.current !== base) return;
        setData(res);
        setHotels((h) => [...h, ...res.hotels.filter((x) => !h.some((y) => y.hid === x.hid))]);
      })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [data, loadingMore]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, data, hotels, loadingMore, loadMore, refresh };
}
