// Reading plans: one plan (owner or shared), my plans, and the questionnaire's options.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';
import type { OpaqueIds } from '../../lib/opaque-id';
import { visiblePlanWithRole } from './access';
import { listPlanBookings } from './bookings';
import { dubaiToday } from './calendar';
import { listInterests } from './catalog';
import { DESTINATIONS, MAX_FREE_SLOTS, MAX_MUST_SEE, PLAN_WINDOW_DAYS } from './constants';
import { MAX_GROUP_SIZE, MAX_TRIP_DAYS } from './planner/validate-request';
import { hotelOf, toPlanDetail, toPlanSummary } from './presenter';
import { planTravel } from './travel-times';
import type { RoutingProvider } from '../../providers/routing';
import { findOwner, listDays, listItemsWithActivities, listPlansOfUser } from './repository';
import type { PlanDetail, PlanOptions, PlansPage } from './types';

export interface ReadContext {
  db: Db;
  ids: OpaqueIds;
  now?: Date;
  routing?: RoutingProvider;
}

async function activityNames(db: Db, ids: readonly number[]): Promise<Map<number, { en: string; ar: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.activityId, en: activities.nameEn, ar: activities.nameAr })
    .from(activities)
    .where(inArray(activities.activityId, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { en: r.en, ar: r.ar }]));
}

/** The plan as its owner, a member, or anyone while it is shared, sees it; 404 otherwise. */
export async function getPlanDetail(ctx: ReadContext, planId: number, viewerId: number | null): Promise<PlanDetail> {
  const { plan, role } = await visiblePlanWithRole(ctx.db, planId, viewerId);
  const [days, items, owner, names, bookings] = await Promise.all([
    listDays(ctx.db, planId),
    listItemsWithActivities(ctx.db, planId),
    findOwner(ctx.db, plan.userId),
    activityNames(
      ctx.db,
      plan.unplaced.map((u) => u.activityId),
    ),
    // The owner's own bookings within the plan's dates, read now: a cancelled order is gone from the next read.
    plan.userId === viewerId ? listPlanBookings(ctx.db, ctx.ids, plan) : null,
  ]);
  const stops = [hotelOf(plan), ...items.map((i) => ({ lat: i.branch.lat, lng: i.branch.lng }))];
  const { travel, drive } = await planTravel(ctx.routing, stops);
  return toPlanDetail(ctx.ids, {
    plan,
    days,
    items,
    owner,
    viewerId,
    role,
    names,
    today: dubaiToday(ctx.now),
    travel,
    ...(drive ? { drive } : {}),
    ...(bookings ? { bookings: bookings.items } : {}),
  });
}

export async function listMyPlans(ctx: ReadContext, userId: number, page: number, limit: number): Promise<PlansPage> {
  const { rows, count } = await listPlansOfUser(ctx.db, userId, limit, (page - 1) * limit);
  const today = dubaiToday(ctx.now);
  return { rows: rows.map((r) => toPlanSummary(ctx.ids, { ...r, today })), count, page, limit };
}

export async function getPlanOptions(ctx: ReadContext): Promise<PlanOptions> {
  const interests = await listInterests(ctx.db);
  return {
    interests: interests.map((i) => ({
      slug: i.slug,
      name_en: i.nameEn,
      name_ar: i.nameAr,
      icon: i.icon,
      kind: i.kind,
      activity_count: i.activityCount,
    })),
    destinations: DESTINATIONS.map((d) => ({
      slug: d.slug,
      name_en: d.name.en,
      name_ar: d.name.ar,
      lat: d.at.lat,
      lng: d.at.lng,
    })),
    today: dubaiToday(ctx.now),
    limits: {
      max_days: MAX_TRIP_DAYS,
      max_group: MAX_GROUP_SIZE,
      max_free_slots: MAX_FREE_SLOTS,
      max_must_see: MAX_MUST_SEE,
      window_days: PLAN_WINDOW_DAYS,
    },
  };
}
