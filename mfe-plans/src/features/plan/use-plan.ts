import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { appStore, isApiError, useAppStore, type ToastResult } from '@jad/shared-ui';
import { fetchPlan } from '@/lib/api';
import type { PlanDetail } from '@/lib/plan-types';
import { planKeys } from '@/lib/query-keys';

export type PlanState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; plan: PlanDetail };

export interface UsePlan {
  state: PlanState;
  reload(): void;
  /** Applies the plan an edit answered with; returns whether the edit succeeded. */
  apply(result: ToastResult<PlanDetail>): boolean;
  replace(plan: PlanDetail): void;
  /** The plan's query key (the live stream refetches it when someone else changed the plan). */
  queryKey: readonly unknown[];
}

/**
 * One plan by its opaque id; a missing, malformed or hidden id is "not found" (400 and 404 alike). What one may see
 * depends on who is signed in, so the reader is part of the key: signing in or out loads it again.
 */
export function usePlan(pid: string | null): UsePlan {
  const client = useQueryClient();
  const sessionStatus = useAppStore((s) => s.sessionStatus);
  const viewer = useAppStore((s) => s.user?.uuid ?? null);
  const key = useMemo(() => planKeys.detail(pid ?? '', viewer), [pid, viewer]);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPlan(pid ?? '', signal),
    enabled: pid !== null && sessionStatus !== 'loading',
  });
  const plan = query.data;

  // The shell and other remotes read the plan on screen from the store.
  useEffect(() => {
    if (plan) appStore.getState().setField('plan', { ...plan });
  }, [plan]);

  const replace = useCallback((next: PlanDetail) => client.setQueryData(key, next), [client, key]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const apply = useCallback(
    (result: ToastResult<PlanDetail>) => {
      if (result.ok) {
        replace(result.data);
        return true;
      }
      // The plan changed elsewhere (another tab, a deleted item): show the truth.
      if (result.status === 404 || result.status === 409) reload();
      return false;
    },
    [reload, replace],
  );

  const notFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
  const state: PlanState =
    pid === null
      ? { kind: 'not-found' }
      : plan
        ? { kind: 'ready', plan }
        : query.isError
          ? notFound(query.error)
            ? { kind: 'not-found' }
            : { kind: 'error' }
          : { kind: 'loading' };
  return { state, reload, apply, replace, queryKey: key };
}
