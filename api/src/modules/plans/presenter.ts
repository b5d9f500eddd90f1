// Stored rows → the plan as the api answers it: days in order, items with travel and cost, conflicts, totals.
import type { PlanRoleView } from './access';
import type { PlanDayRow, PlanRow } from '../../db/schema';
import { at } from '../../lib/checked';
import type { OpaqueIds } from '../../lib/opaque-id';
import { thumbnailUrl } from '../activities/images/urls';
import type { PlanBooking } from './bookings';
import { bookedConflicts, toBookingView } from './bookings-view';
import { toWeeklyHours } from './catalog';
import { ACTIVITY_KIND, BRANCH_KIND, destinationOf, PLAN_ITEM_KIND, PLAN_KIND } from './constants';
import { checkPlanConflicts } from './planner/conflicts';
import { weekdayOf } from './planner/dates';
import { freePeriods } from './planner/free-periods';
import { isRestDay } from './planner/instance';
import { groupCostMinor } from './planner/group';
import { travelMinutes, travelMode, type DriveLookup, type TravelFn } from './planner/travel';
import type { PlannerActivity, TravelGroup } from './planner/types';
import type { ItemWithActivity } from './repository';
import { planStatus } from './status';
import type { PlanConflictView, PlanDayView, PlanDestination, PlanDetail, PlanItemView, PlanSummary } from './types';

export function groupOf(plan: PlanRow): TravelGroup {
  return {
    adults: plan.adults,
    teens: plan.teens,
    children: plan.children,
    ...(plan.youngestChildAge !== null ? { youngestChildAge: plan.youngestChildAge } : {}),
  };
}

export function destinationView(slug: string): PlanDestination {
  const d = destinationOf(slug);
  return { slug: d.slug, name_en: d.name.en, name_ar: d.name.ar, lat: d.at.lat, lng: d.at.lng };
}

export const hotelOf = (plan: PlanRow) => ({ lat: plan.hotelLat, lng: plan.hotelLng });

export interface DetailInput {
  plan: PlanRow;
  days: readonly PlanDayRow[];
  items: readonly ItemWithActivity[];
  owner: { username: string; firstName: string; lastName: string };
  viewerId: number | null;
  /** The viewer's part in the plan (access.ts `planRole`): null for a stranger reading it while shared. */
  role?: PlanRoleView | null;
  /** Names of the activities listed in plan.unplaced. */
  names: ReadonlyMap<number, { en: string; ar: string }>;
  today: string;
  /** Travel minutes (default: the built-in estimate; the routing server's when configured). */
  travel?: TravelFn;
  /** The routing server's driving times, for each leg's mode. */
  drive?: DriveLookup;
  /** The owner's bookings within the plan's dates (bookings.ts); shown to the owner only. */
  bookings?: readonly PlanBooking[];
}

export function toPlanDetail(ids: OpaqueIds, input: DetailInput): PlanDetail {
  const { plan, items } = input;
  // A shared plan is the itinerary only. What belongs to the owner stays with the owner: the order ids
  // (with the owner's e-mail, POST /orders/retrieve opens the booking), what was paid, the budget and
  // the youngest child's age.
  const isOwner = input.viewerId === plan.userId;
  const group = groupOf(plan);
  const hotel = hotelOf(plan);
  const itemId = (id: number) => ids.encodeId(PLAN_ITEM_KIND, id);
  const travelMin = input.travel ?? travelMinutes;
  // Where the owner stays and which tickets they hold is theirs alone, like the order ids.
  const bookings = isOwner ? (input.bookings ?? []) : [];

  let travelTotal = 0;
  const dayViews: PlanDayView[] = input.days.map((day, dayIndex) => {
    const own = items.filter((i) => i.item.planDayId === day.planDayId);
    let previous: { lat: number; lng: number } = hotel;
    const views: PlanItemView[] = own.map(({ item, activity, branch }) => {
      const travel = travelMin(previous, branch);
      const mode = travelMode(previous, branch, input.drive);
      previous = branch;
      travelTotal += travel;
      return {
        item_id: itemId(item.planItemId),
        date: day.date,
        start_min: item.startMin,
        end_min: item.endMin,
        travel_min_before: travel,
        travel_mode_before: mode,
        cost_minor: groupCostMinor(
          {
            prices: {
              adultMinor: activity.priceAdultMinor,
              teenMinor: activity.priceTeenMinor,
              childMinor: activity.priceChildMinor,
            },
          },
          group,
        ),
        paid: isOwner && item.paidAt !== null,
        order_id: isOwner ? item.orderUuid : null,
        reason: item.reasonEn && item.reasonAr ? { en: item.reasonEn, ar: item.reasonAr } : null,
        activity: {
          activity_id: ids.encodeId(ACTIVITY_KIND, activity.activityId),
          slug: activity.slug,
          name_en: activity.nameEn,
          name_ar: activity.nameAr,
          main_category: activity.mainCategory,
          horizontal_thumbnail: thumbnailUrl(activity.slug),
          duration_min: activity.durationMin,
          rating: Number(activity.rating),
        },
        branch: {
          branch_id: ids.encodeId(BRANCH_KIND, branch.branchId),
          name_en: branch.nameEn,
          name_ar: branch.nameAr,
          area: branch.area,
          lat: branch.lat,
          lng: branch.lng,
        },
      };
    });
    const back = own.length > 0 ? travelMin(previous, hotel) : 0;
    travelTotal += back;
    const booked = bookings.filter((b) => b.date === day.date);
    const visits = [
      ...views.map((v) => ({ startMin: v.start_min, endMin: v.end_min, travelMinBefore: v.travel_min_before })),
      ...booked.flatMap((b) =>
        b.endMin !== null ? [{ startMin: b.startMin, endMin: b.endMin, travelMinBefore: 0 }] : [],
      ),
    ];
    return {
      date: day.date,
      weekday: weekdayOf(day.date),
      items: views,
      return_travel_min: back,
      return_travel_mode: own.length > 0 ? travelMode(previous, hotel, input.drive) : 'walk',
      cost_minor: views.reduce((sum, v) => sum + v.cost_minor, 0),
      free_periods: freePeriods(visits, plan.dayStartMin, plan.dayEndMin, back).map(([a, b]) => ({
        start_min: a,
        end_min: b,
      })),
      rest_day:
        plan.mode === 'ai' &&
        own.length === 0 &&
        booked.length === 0 &&
        isRestDay(dayIndex, input.days.length, plan.pace),
      bookings: booked.map((b) => toBookingView(ids, b)),
      version: day.version,
    };
  });

  const allItems = dayViews.flatMap((d) => d.items);
  const dateOfDay = new Map(input.days.map((d) => [d.planDayId, d.date]));
  const paidItems = allItems.filter((i) => i.paid);
  return {
    user_plan_id: ids.encodeId(PLAN_KIND, plan.planId),
    name: plan.name,
    mode: plan.mode,
    source: plan.source,
    destination: destinationView(plan.destination),
    start_date: plan.startDate,
    end_date: plan.endDate,
    day_start_min: plan.dayStartMin,
    day_end_min: plan.dayEndMin,
    interests: plan.interests,
    travellers: plan.travellers,
    group: {
      adults: plan.adults,
      teens: plan.teens,
      children: plan.children,
      youngest_child_age: isOwner ? plan.youngestChildAge : null,
    },
    free_time: plan.freeTime.map((s) => ({ date: s.date, start_min: s.startMin, end_min: s.endMin })),
    budget_minor: isOwner ? plan.budgetMinor : null,
    pace: plan.pace,
    status: planStatus(
      { startDate: plan.startDate, endDate: plan.endDate, items: allItems.length, paidItems: paidItems.length },
      input.today,
    ),
    is_owner: isOwner,
    is_shared: plan.sharedAt !== null,
    my_role: input.role === undefined ? (isOwner ? 'owner' : null) : input.role,
    version: plan.version,
    owner: { username: input.owner.username, first_name: input.owner.firstName, last_name: input.owner.lastName },
    days: dayViews,
    totals: {
      cost_minor: allItems.reduce((sum, i) => sum + i.cost_minor, 0),
      paid_minor: paidItems.reduce((sum, i) => sum + i.cost_minor, 0),
      travel_min: travelTotal,
      items: allItems.length,
      paid_items: paidItems.length,
    },
    conflicts: [
      ...conflictsOf(ids, plan, input.days, items, input.travel),
      ...bookedConflicts(
        ids,
        items.map(({ item }) => ({ ...item, date: dateOfDay.get(item.planDayId) ?? '' })),
        bookings,
      ),
    ],
    // Activities that no longer exist (or never did: a model's invention) have nothing to show.
    unplaced: plan.unplaced.flatMap((u) => {
      const name = input.names.get(u.activityId);
      return name
        ? [
            {
              activity_id: ids.encodeId(ACTIVITY_KIND, u.activityId),
              name_en: name.en,
              name_ar: name.ar,
              reason: u.reason,
            },
          ]
        : [];
    }),
    currency: 'AED',
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** The planner's conflict check over the stored items (each with its own branch's hours). */
function conflictsOf(
  ids: OpaqueIds,
  plan: PlanRow,
  days: readonly PlanDayRow[],
  items: readonly ItemWithActivity[],
  travel?: TravelFn,
): PlanConflictView[] {
  const catalog = new Map<number, PlannerActivity>();
  for (const { activity, branch } of items) {
    const known = catalog.get(activity.activityId);
    const b = { id: branch.branchId, lat: branch.lat, lng: branch.lng, hours: toWeeklyHours(branch.hours) };
    if (known) {
      if (!known.branches.some((x) => x.id === b.id)) (known.branches as (typeof b)[]).push(b);
      continue;
    }
    catalog.set(activity.activityId, {
      id: activity.activityId,
      name: { en: activity.nameEn, ar: activity.nameAr },
      categories: [activity.mainCategory],
      durationMin: activity.durationMin,
      kidFriendly: true,
      prices: {
        adultMinor: activity.priceAdultMinor,
        teenMinor: activity.priceTeenMinor,
        childMinor: activity.priceChildMinor,
      },
      rating: Number(activity.rating),
      branches: [b],
    });
  }
  const perDay = days.map((day) => ({
    date: day.date,
    items: items.filter((i) => i.item.planDayId === day.planDayId).map((i) => i.item),
  }));
  const conflicts = checkPlanConflicts(
    {
      days: perDay.map((day) => ({
        date: day.date,
        items: day.items.map((i) => ({
          activityId: i.activityId,
          branchId: i.branchId,
          startMin: i.startMin,
          endMin: i.endMin,
        })),
      })),
    },
    [...catalog.values()],
    {
      freeTime: plan.freeTime,
      hotel: hotelOf(plan),
      dayStartMin: plan.dayStartMin,
      dayEndMin: plan.dayEndMin,
      ...(travel ? { travel } : {}),
    },
  );
  // Conflicts point into the days and items given above, so their indexes are in range.
  return conflicts.map((c) => {
    const day = at(perDay, c.dayIndex);
    const other = c.otherItemIndex !== undefined ? at(day.items, c.otherItemIndex) : undefined;
    return {
      kind: c.kind,
      date: day.date,
      item_id: ids.encodeId(PLAN_ITEM_KIND, at(day.items, c.itemIndex).planItemId),
      other_item_id: other ? ids.encodeId(PLAN_ITEM_KIND, other.planItemId) : null,
      message: c.message,
    };
  });
}

export interface SummaryInput {
  plan: PlanRow;
  itemsCount: number;
  paidCount: number;
  totalMinor: number;
  coverSlug: string | null;
  today: string;
}

export function toPlanSummary(ids: OpaqueIds, s: SummaryInput): PlanSummary {
  const { plan } = s;
  return {
    user_plan_id: ids.encodeId(PLAN_KIND, plan.planId),
    name: plan.name,
    mode: plan.mode,
    source: plan.source,
    start_date: plan.startDate,
    end_date: plan.endDate,
    status: planStatus(
      { startDate: plan.startDate, endDate: plan.endDate, items: s.itemsCount, paidItems: s.paidCount },
      s.today,
    ),
    destination: destinationView(plan.destination),
    days_count: Math.round((Date.parse(plan.endDate) - Date.parse(plan.startDate)) / 86_400_000) + 1,
    items_count: s.itemsCount,
    total_minor: s.totalMinor,
    interests: plan.interests,
    travellers: plan.travellers,
    group: {
      adults: plan.adults,
      teens: plan.teens,
      children: plan.children,
      youngest_child_age: plan.youngestChildAge,
    },
    is_shared: plan.sharedAt !== null,
    cover: s.coverSlug ? thumbnailUrl(s.coverSlug) : null,
    created_at: plan.createdAt.toISOString(),
  };
}
