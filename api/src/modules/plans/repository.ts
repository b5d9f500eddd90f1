// Drizzle queries of the plans domain. Functions take a database or a transaction; the services decide.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  activityBranches,
  planDays,
  planItems,
  plans,
  users,
  type NewPlanRow,
  type PlanDayRow,
  type PlanItemRow,
  type PlanRow,
  type WeeklyHoursJson,
} from '../../db/schema';
import { at } from '../../lib/checked';

export async function insertPlan(tx: Db, row: NewPlanRow): Promise<PlanRow> {
  return at(await tx.insert(plans).values(row).returning(), 0);
}

export async function insertDays(tx: Db, planId: number, dates: readonly string[]): Promise<PlanDayRow[]> {
  if (dates.length === 0) return [];
  return tx
    .insert(planDays)
    .values(dates.map((date, dayIndex) => ({ planId, dayIndex, date })))
    .returning();
}

export interface NewItem {
  planId: number;
  planDayId: number;
  activityId: number;
  branchId: number;
  startMin: number;
  endMin: number;
  reasonEn?: string | null;
  reasonAr?: string | null;
}

export async function insertItems(tx: Db, items: readonly NewItem[]): Promise<PlanItemRow[]> {
  if (items.length === 0) return [];
  return tx
    .insert(planItems)
    .values([...items])
    .returning();
}

export async function findPlan(db: Db, planId: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.planId, planId)).limit(1);
  return row ?? null;
}

/** The plan row, locked until the transaction ends: edits of one plan run one after another. */
export async function lockPlan(tx: Db, planId: number): Promise<PlanRow | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.planId, planId)).for('update').limit(1);
  return row ?? null;
}

export async function touchPlan(
  tx: Db,
  planId: number,
  patch: Partial<Pick<PlanRow, 'name' | 'sharedAt' | 'paidAt'>> = {},
): Promise<void> {
  await tx
    .update(plans)
    .set({ ...patch, updatedAt: new Date(), version: sql`${plans.version} + 1` })
    .where(eq(plans.planId, planId));
}

/** The days whose activities changed: a reorder based on an older version of one is refused (409). */
export async function touchDays(tx: Db, planDayIds: readonly number[]): Promise<void> {
  if (planDayIds.length === 0) return;
  await tx
    .update(planDays)
    .set({ version: sql`${planDays.version} + 1` })
    .where(inArray(planDays.planDayId, [...new Set(planDayIds)]));
}

export async function deletePlanRow(tx: Db, planId: number): Promise<void> {
  await tx.delete(plans).where(eq(plans.planId, planId));
}

export async function findOwner(db: Db, userId: number) {
  const [row] = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { username: '', firstName: '', lastName: '' };
}

export async function listDays(db: Db, planId: number): Promise<PlanDayRow[]> {
  return db.select().from(planDays).where(eq(planDays.planId, planId)).orderBy(asc(planDays.dayIndex));
}

export async function listItems(db: Db, planId: number): Promise<PlanItemRow[]> {
  return db
    .select()
    .from(planItems)
    .where(eq(planItems.planId, planId))
    .orderBy(asc(planItems.startMin), asc(planItems.planItemId));
}

/** An item with what the plan page shows of its activity and branch. */
export interface ItemWithActivity {
  item: PlanItemRow;
  activity: {
    activityId: number;
    slug: string;
    nameEn: string;
    nameAr: string;
    mainCategory: string;
    durationMin: number;
    rating: number;
    priceAdultMinor: number;
    priceTeenMinor: number;
    priceChildMinor: number;
  };
  branch: {
    branchId: number;
    nameEn: string;
    nameAr: string;
    area: string;
    lat: number;
    lng: number;
    hours: WeeklyHoursJson;
  };
}

export async function listItemsWithActivities(db: Db, planId: number): Promise<ItemWithActivity[]> {
  return db
    .select({
      item: planItems,
      activity: {
        activityId: activities.activityId,
        slug: activities.slug,
        nameEn: activities.nameEn,
        nameAr: activities.nameAr,
        mainCategory: activities.mainCategory,
        durationMin: activities.durationMin,
        rating: activities.rating,
        priceAdultMinor: activities.priceAdultMinor,
        priceTeenMinor: activities.priceTeenMinor,
        priceChildMinor: activities.priceChildMinor,
      },
      branch: {
        branchId: activityBranches.branchId,
        nameEn: activityBranches.nameEn,
        nameAr: activityBranches.nameAr,
        area: activityBranches.area,
        lat: activityBranches.lat,
        lng: activityBranches.lng,
        hours: activityBranches.hours,
      },
    })
    .from(planItems)
    .innerJoin(activities, eq(activities.activityId, planItems.activityId))
    .innerJoin(activityBranches, eq(activityBranches.branchId, planItems.branchId))
    .where(eq(planItems.planId, planId))
    .orderBy(asc(planItems.startMin), asc(planItems.planItemId));
}

export async function findItem(db: Db, planId: number, itemId: number): Promise<PlanItemRow | null> {
  const [row] = await db
    .select()
    .from(planItems)
    .where(and(eq(planItems.planItemId, itemId), eq(planItems.planId, planId)))
    .limit(1);
  return row ?? null;
}

export async function updateItem(
  tx: Db,
  itemId: number,
  patch: Partial<Pick<PlanItemRow, 'planDayId' | 'branchId' | 'startMin' | 'endMin' | 'orderUuid' | 'paidAt'>>,
): Promise<void> {
  await tx.update(planItems).set(patch).where(eq(planItems.planItemId, itemId));
}

export async function deleteItem(tx: Db, itemId: number): Promise<void> {
  await tx.delete(planItems).where(eq(planItems.planItemId, itemId));
}

export interface PlanListRow {
  plan: PlanRow;
  itemsCount: number;
  paidCount: number;
  totalMinor: number;
  coverSlug: string | null;
}

/** A page of a user's plans, newest first, with the counts and totals the cards show. */
export async function listPlansOfUser(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: PlanListRow[]; count: number }> {
  const [page, counted] = await Promise.all([
    db.select().from(plans).where(eq(plans.userId, userId)).orderBy(desc(plans.planId)).limit(limit).offset(offset),
    db.select({ n: count() }).from(plans).where(eq(plans.userId, userId)),
  ]);
  // count() without a group by answers exactly one row.
  return { rows: await withListStats(db, page), count: Number(at(counted, 0).n) };
}

/** Each plan with what its card shows: items, paid items, the group's total and the cover's activity. */
export async function withListStats(db: Db, page: readonly PlanRow[]): Promise<PlanListRow[]> {
  if (page.length === 0) return [];
  const ids = page.map((p) => p.planId);
  const stats = await db
    .select({
      planId: planItems.planId,
      itemsCount: sql<number>`count(*)::int`,
      paidCount: sql<number>`count(${planItems.paidAt})::int`,
      totalMinor: sql<string>`sum(${activities.priceAdultMinor} * ${plans.adults} + ${activities.priceTeenMinor} * ${plans.teens} + ${activities.priceChildMinor} * ${plans.children})`,
      // The first activity of the trip by day then time: the card's picture.
      coverSlug: sql<
        string | null
      >`(array_agg(${activities.slug} order by ${planDays.dayIndex}, ${planItems.startMin}))[1]`,
    })
    .from(planItems)
    .innerJoin(plans, eq(plans.planId, planItems.planId))
    .innerJoin(planDays, eq(planDays.planDayId, planItems.planDayId))
    .innerJoin(activities, eq(activities.activityId, planItems.activityId))
    .where(inArray(planItems.planId, ids))
    .groupBy(planItems.planId);
  const byPlan = new Map(stats.map((s) => [s.planId, s]));
  return page.map((plan) => {
    const s = byPlan.get(plan.planId);
    return {
      plan,
      itemsCount: s ? Number(s.itemsCount) : 0,
      paidCount: s ? Number(s.paidCount) : 0,
      totalMinor: s ? Number(s.totalMinor) : 0,
      coverSlug: s?.coverSlug ?? null,
    };
  });
}
