import { useCallback, useEffect, useState } from 'react';
import { appStore, httpStatusOf, useAppStore } from '@jad/shared-ui';
import type { ActivityDetail } from '@/lib/api-types';
import { fetchActivity } from '../api';

export type DetailState =
  { status: 'loading' } | { status: 'ready'; activity: ActivityDetail } | { status: 'not-found' } | { status: 'error' };

/**
 * One activity by its opaque id. An id the api cannot read (400 'Invalid id') or does not know (404)
 * is the activity not-found message; other failures offer a retry. Refetches when the session
 * changes, so the heart shows the signed-in user's wishlist.
 */
export function useActivityDetail(acid: string | null): DetailState & { retry: () => void } {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const session = useAppStore((s) => s.sessionStatus);

  useEffect(() => {
    if (!acid) {
      setState({ status: 'not-found' });
      return undefined;
    }
    if (session === 'loading') return undefined;
    let live = true;
    setState((s) => (s.status === 'ready' && s.activity.activity_id === acid ? s : { status: 'loading' }));
    fetchActivity(acid).then(
      (activity) => {
        if (!live) return;
        setState({ status: 'ready', activity });
        appStore.getState().setField('activity', activity);
      },
      (error: unknown) => {
        if (!live) return;
        const status = httpStatusOf(error);
        setState(status === 400 || status === 404 ? { status: 'not-found' } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [acid, attempt, session]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
