// Who may see and change a plan: its owner always; its members (plan_members) as viewer or editor; anyone may
// view it while it is shared; nobody else learns that it exists (404, the same answer as for an id that was never
// minted). Membership is read from the database on every request, never cached: a removed editor's next request,
// on any api instance, is refused (plans-together-instances.test.ts).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { planMembers, type PlanRole, type PlanRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/domain-error';
import type { OpaqueIds } from '../../lib/opaque-id';
import { PLAN_KIND } from './constants';
import { findPlan, lockPlan } from './repository';

export type PlanRoleView = 'owner' | PlanRole;

/** 400 'Invalid id' for anything that is not a plan id minted by this api. */
export const decodePlanId = (ids: OpaqueIds, pid: string): number => ids.decodeId(PLAN_KIND, pid);

/** The reader's part in the plan: owner, a member's role, or null (a stranger, or nobody signed in). */
export async function planRole(db: Db, plan: PlanRow, userId: number | null): Promise<PlanRoleView | null> {
  if (userId === null) return null;
  if (plan.userId === userId) return 'owner';
  const [member] = await db
    .select({ role: planMembers.role })
    .from(planMembers)
    .where(and(eq(planMembers.planId, plan.planId), eq(planMembers.userId, userId)))
    .limit(1);
  return member?.role ?? null;
}

export async function visiblePlanWithRole(
  db: Db,
  planId: number,
  viewerId: number | null,
): Promise<{ plan: PlanRow; role: PlanRoleView | null }> {
  const plan = await findPlan(db, planId);
  if (!plan) throw notFound('plan_not_found');
  const role = await planRole(db, plan, viewerId);
  if (role === null && plan.sharedAt === null) throw notFound('plan_not_found');
  return { plan, role };
}

export async function visiblePlan(db: Db, planId: number, viewerId: number | null): Promise<PlanRow> {
  return (await visiblePlanWithRole(db, planId, viewerId)).plan;
}

/** The plan locked for a change that needs one of `roles`; a reader without one gets 403, anyone else 404. */
async function lockedPlanFor(tx: Db, planId: number, userId: number, roles: readonly PlanRoleView[]) {
  const plan = await lockPlan(tx, planId);
  if (!plan) throw notFound('plan_not_found');
  const role = await planRole(tx, plan, userId);
  if (role === null && plan.sharedAt === null) throw notFound('plan_not_found');
  if (role === null || !roles.includes(role)) throw forbidden('not_your_plan');
  return { plan, role };
}

/**
 * The plan locked for a change by its owner (rename, share, delete, members). Someone who may view it (a member,
 * or it is shared) gets 403; anyone else 404, so a guessed id reveals nothing.
 */
export async function ownPlanForUpdate(tx: Db, planId: number, userId: number): Promise<PlanRow> {
  return (await lockedPlanFor(tx, planId, userId, ['owner'])).plan;
}

/** The plan locked for a change of its activities: by its owner or an editor; a viewer gets 403. */
export async function editablePlanForUpdate(tx: Db, planId: number, userId: number): Promise<PlanRow> {
  return (await lockedPlanFor(tx, planId, userId, ['owner', 'editor'])).plan;
}
