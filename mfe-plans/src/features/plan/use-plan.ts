import { useCallback, useEffect, useState } from 'react';
import { appStore, type ToastResult } from '@jad/shared-ui';
import { fetchPlan } from '@/lib/api';
import type { PlanDetail } from '@/lib/plan-types';

export type PlanState =
  { kind: 'loading' } | { kind: 'not-found' } | { kind: 'error' } | { kind: 'ready'; plan: PlanDetail };

export interface UsePlan {
  state: PlanState;
  reload(): void;
  /** Applies the plan an edit answered with; returns whether the edit succeeded. */
  apply(result: ToastResult<PlanDetail>): boolean;
  replace(plan: PlanDetail): void;
}

/** One plan by its opaque id; a missing, malformed or hidden id is "not found" (400 and 404 alike). */
export function usePlan(pid: string | null): UsePlan {
  const [state, setState] = useState<PlanState>({ kind: 'loading' });

  const replace = useCallback((plan: PlanDetail) => {
    setState({ kind: 'ready', plan });
    appStore.getState().setField('plan', { ...plan });
  }, []);

  const reload = useCallback(() => {
    if (!pid) {
      setState({ kind: 'not-found' });
      return;
    }
    setState((s) => (s.kind === 'ready' ? s : { kind: 'loading' }));
    void fetchPlan(pid).then((res) => {
      if (res.ok) replace(res.data);
      else setState(res.status === 404 || res.status === 400 ? { kind: 'not-found' } : { kind: 'error' });
    });
  }, [pid, replace]);

  useEffect(() => {
    setState({ kind: 'loading' });
    reload();
  }, [reload]);

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

  return { state, reload, apply, replace };
}
