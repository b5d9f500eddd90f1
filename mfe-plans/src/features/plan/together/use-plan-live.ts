import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SocialUser } from '@jad/api/contract';
import type { PlanDetail } from '@/lib/plan-types';

// The plan's live stream (GET /api/v1/plans/:pid/stream, Server-Sent Events) for its owner and members. The server
// is the authority: a `plan` event carries the plan's new version, and a version newer than the one on screen makes
// the plan query refetch (TanStack cache), so every person sees the others' changes within a second or two without
// reloading. `presence` lists who has the plan open; `revoked` (removed from the plan) refetches into "not found".

export type PresentPerson = SocialUser;

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const planStreamUrl = (pid: string) => `/api/v1/plans/${encodeURIComponent(pid)}/stream`;

/** Opens the stream while a member or the owner reads the plan; answers who is here. */
export function usePlanLive(plan: PlanDetail, queryKey: readonly unknown[]): PresentPerson[] {
  const client = useQueryClient();
  const [people, setPeople] = useState<PresentPerson[]>([]);
  const pid = plan.user_plan_id;
  const member = plan.my_role !== null;

  useEffect(() => {
    if (!member || typeof EventSource === 'undefined') return;
    const source = new EventSource(planStreamUrl(pid), { withCredentials: true });
    const refetch = () => void client.invalidateQueries({ queryKey });
    source.addEventListener('plan', (event) => {
      const version = parse((event as MessageEvent).data)?.version;
      const shown = client.getQueryData<PlanDetail>(queryKey)?.version ?? -1;
      // -1: the server may have missed changes (its listener reconnected): read again.
      if (typeof version === 'number' && (version > shown || version < 0)) refetch();
    });
    source.addEventListener('presence', (event) => {
      const list = parse((event as MessageEvent).data)?.people;
      if (Array.isArray(list)) setPeople(list as PresentPerson[]);
    });
    source.addEventListener('revoked', () => {
      source.close();
      refetch();
    });
    return () => source.close();
    // The key is rebuilt each render by its owner; pid and viewer are what it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pid, member, client, JSON.stringify(queryKey)]);

  return member ? people : [];
}
