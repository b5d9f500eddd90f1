import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '@jad/shared-ui';
import { fetchDayRoute } from '@/lib/api';
import type { PlanDayRoute, PlanDayView } from '@/lib/plan-types';
import { planKeys } from '@/lib/query-keys';

/**
 * The road route of the day on the map, through the shared query cache. Undefined while loading, on a failure
 * (the map then draws straight legs between the stops) and for a day with no stops (nothing to route).
 */
export function useDayRoute(pid: string, day: PlanDayView): PlanDayRoute | undefined {
  const viewer = useAppStore((s) => s.user?.uuid ?? null);
  // The stops in order, at their branches: a move, reorder, removal or addition asks for the new route.
  const stops = day.items.map((i) => `${i.item_id}@${i.branch.branch_id}`).join(',');
  const query = useQuery({
    queryKey: planKeys.route(pid, day.date, stops, viewer),
    queryFn: ({ signal }) => fetchDayRoute(pid, day.date, signal),
    enabled: day.items.length > 0,
    // A road route does not change while the day does not: no refetch on focus or remount.
    staleTime: Infinity,
  });
  return query.data;
}
