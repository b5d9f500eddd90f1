import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { appStore, httpStatusOf, useAppStore } from '@jad/shared-ui';
import type { ActivityDetail } from '@/lib/api-types';
import { activityKeys } from '@/lib/query-keys';
import { fetchActivity } from '../api';

export type DetailState =
  { status: 'loading' } | { status: 'ready'; activity: ActivityDetail } | { status: 'not-found' } | { status: 'error' };

/**
 * One activity by its opaque id. An id the api cannot read (400 'Invalid id') or does not know (404)
 * is the activity not-found message; other failures offer a retry. Asked again when the session
 * changes, so the heart shows the signed-in user's wishlist.
 */
export function useActivityDetail(acid: string | null): DetailState & { retry: () => void } {
  const session = useAppStore((s) => s.sessionStatus);
  const query = useQuery({
    queryKey: activityKeys.detail(acid ?? '', session),
    enabled: Boolean(acid) && session !== 'loading',
    queryFn: () => fetchActivity(acid ?? ''),
  });
  const activity = query.data;
  // The shared store holds the activity the page shows (other parts of the page read it there).
  useEffect(() => {
    if (activity) appStore.getState().setField('activity', activity);
  }, [activity]);
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  if (!acid) return { status: 'not-found', retry };
  if (activity) return { status: 'ready', activity, retry };
  if (query.isError) {
    const status = httpStatusOf(query.error);
    return { status: status === 400 || status === 404 ? 'not-found' : 'error', retry };
  }
  return { status: 'loading', retry };
}
