// Who may see and change a plan: its owner always; anyone may view it while it is shared; nobody else
// learns that it exists (404, the same answer as for an id that was never minted).
import type { Db } from '../../db/client';
import type { PlanRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/domain-error';
import type { OpaqueIds } from '../../lib/opaque-id';
import { PLAN_KIND } from './constants';
import { findPlan, lockPlan } from './repository';

/** 400 'Invalid id' for anything that is not a plan id minted by this api. */
export const decodePlanId = (ids: OpaqueIds, pid: string): number => ids.decodeId(PLAN_KIND, pid);

export const canView = (plan: PlanRow, viewerId: number | null) => plan.userId === viewerId || plan.sharedAt !== null;

export async function visiblePlan(db: Db, planId: number, viewerId: number | null): Promise<PlanRow> {
  const plan = await findPlan(db, planId);
  if (!plan || !canView(plan, viewerId)) throw notFound('plan_not_found');
  return plan;
}

/**
 * The plan locked for a change by its owner. Someone who may view it (it is shared) gets 403; anyone
 * else 404, so a guessed id reveals nothing.
 */
export async function ownPlanForUpdate(tx: Db, planId: number, userId: number): Promise<PlanRow> {
  const plan = await lockPlan(tx, planId);
  if (!plan || !canView(plan, userId)) throw notFound('plan_not_found');
  if (plan.userId !== userId) throw forbidden('not_your_plan');
  return plan;
}
