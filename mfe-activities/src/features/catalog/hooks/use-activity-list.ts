import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { mergeByPage } from '@jad/shared-ui';
import type { ActivitySummary } from '@/lib/api-types';
import { fetchActivities, type ListQuery } from '../api';
import { PAGE_SIZE } from '../filters';

export interface ActivityListState {
  rows: ActivitySummary[];
  count: number;
  status: 'loading' | 'ready' | 'loading-more';
  hasMore: boolean;
  loadMore: () => void;
  /** Keeps a card's heart in step after a wishlist toggle. */
  patchRow: (activityId: string, patch: Partial<ActivitySummary>) => void;
}

/**
 * The list over keyset pages: a new query starts again from page one (replacing), later pages follow
 * the server's cursor (appending). A failed fetch leaves the list empty (spec §8), never an error.
 * Late answers of an older query are dropped, so fast filter changes never mix two lists.
 */
export function useActivityList(query: ListQuery): ActivityListState {
  const key = JSON.stringify(query);
  const [rows, setRows] = useState<ActivitySummary[]>([]);
  const [count, setCount] = useState(0);
  const [status, setStatus] = useState<ActivityListState['status']>('loading');
  const [hasMore, setHasMore] = useState(false);
  const cursor = useRef<string | null>(null);
  const generation = useRef(0);
  const page = useRef(0);

  const load = useCallback(
    async (first: boolean) => {
      const mine = first ? ++generation.current : generation.current;
      const body: ListQuery = { ...(JSON.parse(key) as ListQuery), limit: PAGE_SIZE };
      if (!first && cursor.current) body.cursor = cursor.current;
      setStatus(first ? 'loading' : 'loading-more');
      try {
        const data = await fetchActivities(body);
        if (mine !== generation.current) return;
        page.current = first ? 1 : page.current + 1;
        cursor.current = data.next_cursor;
        const pageNo = page.current;
        // A page of cards is a big render: in a transition React renders it in slices, the page stays responsive.
        startTransition(() => {
          setHasMore(data.next_cursor !== null);
          setRows((current) => mergeByPage(current, data.rows, pageNo));
          setCount(data.count);
          if (mine === generation.current) setStatus('ready');
        });
        return;
      } catch {
        if (mine !== generation.current) return;
        if (first) {
          cursor.current = null;
          setHasMore(false);
          setRows([]);
          setCount(0);
        }
      }
      if (mine === generation.current) setStatus('ready');
    },
    [key],
  );

  useEffect(() => {
    cursor.current = null;
    void load(true);
  }, [load]);

  const loadMore = useCallback(() => {
    if (status !== 'ready' || !cursor.current) return;
    void load(false);
  }, [load, status]);

  const patchRow = useCallback((activityId: string, patch: Partial<ActivitySummary>) => {
    setRows((current) => current.map((r) => (r.activity_id === activityId ? { ...r, ...patch } : r)));
  }, []);

  return { rows, count, status, hasMore, loadMore, patchRow };
}
