import { renderMessage } from '../../lib/error-codes';
// Changing a plan: its owner or an editor adds, moves and removes activities; the owner alone renames, shares and
// deletes it. Each change runs in one transaction on the locked plan row, so two people editing the same day at
// once apply one after the other and both land (plans-together-concurrency.test.ts); each bumps the plan's
// version (the plan stream announces it) and the versions of the days it touched.
import type { Db } from '../../db/client';
import type { PlanDayRow } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/domain-error';
import type { OpaqueIds } from '../../lib/opaque-id';
import { decodePlanId, editablePlanForUpdate, ownPlanForUpdate } from './access';
import { bookedSlots, listPlanBookings } from './bookings';
import { notifyPlanChanged } from './members/notify';
import { loadPlannerActivities } from './catalog';
import { ACTIVITY_KIND, BRANCH_KIND, MAX_ITEMS_PER_DAY, PLAN_ITEM_KIND, PLAN_KIND } from './constants';
import { placeActivity } from './placement';
import { isSuitableForGroup } from './planner/group';
import type { OwnPlanItem } from './planner/conflicts';
import { groupOf } from './presenter';
import { getPlanDetail, type ReadContext } from './read-service';
import {
  deleteItem,
  deletePlanRow,
  findItem,
  insertItems,
  listDays,
  listItems,
  touchDays,
  touchPlan,
  updateItem,
} from './repository';
import { dayTravel } from './travel-times';
import type { PlanDetail, SharePlanResponse } from './types';

export const PAID_ITEM_LOCKED = renderMessage('plan_item_paid_locked');
export const PAID_ITEM_KEPT = renderMessage('plan_item_paid_kept');

function dayOf(days: readonly PlanDayRow[], date: string): PlanDayRow {
  const day = days.find((d) => d.date === date);
  if (!day) throw invalid('plan_date_outside', { field: 'date' });
  return day;
}

async function dayItems(tx: Db, planId: number, planDayId: number, exceptItemId?: number) {
  return (await listItems(tx, planId)).filter((i) => i.planDayId === planDayId && i.planItemId !== exceptItemId);
}

const asOwnItems = (
  rows: { activityId: number; branchId: number; startMin: number; endMin: number }[],
): OwnPlanItem[] =>
  rows.map((r) => ({ activityId: r.activityId, branchId: r.branchId, startMin: r.startMin, endMin: r.endMin }));

export interface AddItemInput {
  pid: string;
  acid: string;
  date: string;
  start_min?: number;
  branch_id?: string;
}

export async function addPlanItem(ctx: ReadContext, userId: number, input: AddItemInput): Promise<PlanDetail> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const activityId = ctx.ids.decodeId(ACTIVITY_KIND, input.acid);
  const branchId = input.branch_id === undefined ? undefined : ctx.ids.decodeId(BRANCH_KIND, input.branch_id);
  const travel =
    input.start_min === undefined ? await dayTravel(ctx, { planId, userId, date: input.date, activityId }) : undefined;
  await ctx.db.transaction(async (tx) => {
    const plan = await editablePlanForUpdate(tx, planId, userId);
    const day = dayOf(await listDays(tx, planId), input.date);
    const others = await dayItems(tx, planId, day.planDayId);
    if (others.length >= MAX_ITEMS_PER_DAY) throw conflict('plan_day_full', { params: { max: MAX_ITEMS_PER_DAY } });
    if (others.some((i) => i.activityId === activityId)) throw conflict('plan_activity_duplicate');
    const catalog = await loadPlannerActivities(tx, [activityId, ...others.map((i) => i.activityId)]);
    const activity = catalog.find((a) => a.id === activityId);
    if (!activity) throw notFound('activity_not_found');
    if (!isSuitableForGroup(activity, groupOf(plan))) throw invalid('plan_activity_unsuitable');
    if (activity.branches.length === 0 || activity.durationMin >= 1440) throw invalid('plan_activity_unplaceable');
    const placed = placeActivity({
      plan,
      date: input.date,
      others: asOwnItems(others),
      activity,
      catalog,
      startMin: input.start_min,
      branchId,
      booked: bookedSlots((await listPlanBookings(tx, ctx.ids, plan)).items),
      travel,
    });
    await insertItems(tx, [
      {
        planId,
        planDayId: day.planDayId,
        activityId,
        branchId: placed.branchId,
        startMin: placed.startMin,
        endMin: placed.endMin,
      },
    ]);
    // An unpaid activity joined a paid plan: it is no longer fully paid (PAID_PLAN may be sent again later).
    await touchPlan(tx, planId, plan.paidAt ? { paidAt: null } : {});
    await touchDays(tx, [day.planDayId]);
    await notifyPlanChanged(tx, plan, userId);
  });
  return getPlanDetail(ctx, planId, userId);
}

export interface MoveItemInput {
  pid: string;
  item_id: string;
  date: string;
  start_min?: number;
}

export async function movePlanItem(ctx: ReadContext, userId: number, input: MoveItemInput): Promise<PlanDetail> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const itemId = ctx.ids.decodeId(PLAN_ITEM_KIND, input.item_id);
  const moving = input.start_min === undefined ? await findItem(ctx.db, planId, itemId) : null;
  const travel = moving
    ? await dayTravel(ctx, { planId, userId, date: input.date, activityId: moving.activityId })
    : undefined;
  await ctx.db.transaction(async (tx) => {
    const plan = await editablePlanForUpdate(tx, planId, userId);
    const item = await findItem(tx, planId, itemId);
    if (!item) throw notFound('plan_item_not_found');
    const days = await listDays(tx, planId);
    const day = dayOf(days, input.date);
    const from = days.find((d) => d.planDayId === item.planDayId);
    if (item.paidAt && from?.date !== input.date) throw conflict('plan_item_paid_locked');
    const others = await dayItems(tx, planId, day.planDayId, itemId);
    if (day.planDayId !== item.planDayId && others.length >= MAX_ITEMS_PER_DAY) {
      throw conflict('plan_day_full', { params: { max: MAX_ITEMS_PER_DAY } });
    }
    const catalog = await loadPlannerActivities(tx, [item.activityId, ...others.map((i) => i.activityId)]);
    const activity = catalog.find((a) => a.id === item.activityId);
    if (!activity) throw notFound('activity_not_found');
    const placed = placeActivity({
      plan,
      date: input.date,
      others: asOwnItems(others),
      activity,
      catalog,
      startMin: input.start_min,
      // Paid tickets are for one branch; otherwise the best branch for the new time may differ.
      branchId: item.paidAt || input.start_min !== undefined ? item.branchId : undefined,
      fallbackStartMin: item.startMin,
      travel,
    });
    await updateItem(tx, itemId, {
      planDayId: day.planDayId,
      branchId: placed.branchId,
      startMin: placed.startMin,
      endMin: placed.endMin,
    });
    await touchPlan(tx, planId);
    await touchDays(tx, [item.planDayId, day.planDayId]);
    await notifyPlanChanged(tx, plan, userId);
  });
  return getPlanDetail(ctx, planId, userId);
}

export async function removePlanItem(
  ctx: ReadContext,
  userId: number,
  input: { pid: string; item_id: string },
): Promise<PlanDetail> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const itemId = ctx.ids.decodeId(PLAN_ITEM_KIND, input.item_id);
  await ctx.db.transaction(async (tx) => {
    const plan = await editablePlanForUpdate(tx, planId, userId);
    const item = await findItem(tx, planId, itemId);
    if (!item) throw notFound('plan_item_not_found');
    if (item.paidAt) throw conflict('plan_item_paid_kept');
    await deleteItem(tx, itemId);
    await touchPlan(tx, planId);
    await touchDays(tx, [item.planDayId]);
    await notifyPlanChanged(tx, plan, userId);
  });
  return getPlanDetail(ctx, planId, userId);
}

export async function renamePlan(
  ctx: ReadContext,
  userId: number,
  input: { pid: string; name: string },
): Promise<PlanDetail> {
  const planId = decodePlanId(ctx.ids, input.pid);
  await ctx.db.transaction(async (tx) => {
    await ownPlanForUpdate(tx, planId, userId);
    await touchPlan(tx, planId, { name: input.name });
  });
  return getPlanDetail(ctx, planId, userId);
}

/** Sharing lets anyone open the plan (read only), e.g. from a post in the feed; unsharing hides it again. */
export async function sharePlan(
  ctx: { db: Db; ids: OpaqueIds },
  userId: number,
  input: { pid: string; shared: boolean },
): Promise<SharePlanResponse> {
  const planId = decodePlanId(ctx.ids, input.pid);
  await ctx.db.transaction(async (tx) => {
    const row = await ownPlanForUpdate(tx, planId, userId);
    // Sharing again keeps the first share time.
    if (input.shared !== (row.sharedAt !== null))
      await touchPlan(tx, planId, { sharedAt: input.shared ? new Date() : null });
  });
  return { user_plan_id: ctx.ids.encodeId(PLAN_KIND, planId), is_shared: input.shared };
}

/** Deletes the plan with its days and items; orders already paid stay in the traveller's orders. */
export async function deletePlan(ctx: { db: Db; ids: OpaqueIds }, userId: number, pid: string): Promise<void> {
  const planId = decodePlanId(ctx.ids, pid);
  await ctx.db.transaction(async (tx) => {
    await ownPlanForUpdate(tx, planId, userId);
    await deletePlanRow(tx, planId);
  });
}
