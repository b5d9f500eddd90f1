// Making a plan from the questionnaire: an AI plan is generated over the catalog (the plan-ai provider: the
// built-in generator or a model, repaired), an own plan starts with empty days. Stored in one transaction
// together with its NEW_PLAN notification.
import { randomInt } from 'node:crypto';
import { invalid, invalidDetail } from '../../lib/domain-error';
import { minorUnitsOf, type CurrencyCode } from '../../providers/fx';
import { createNotification } from '../notifications/service';
import { aroundBookings, listPlanBookings } from './bookings';
import { dubaiToday } from './calendar';
import { interestLabels, listInterests, loadCatalogForGroup } from './catalog';
import { ACTIVITY_KIND } from './constants';
import type { PlansContext } from './context';
import { listDates } from './planner/dates';
import { DEFAULT_HOTEL } from './planner/instance';
import { ESTIMATED_TRAVEL, planTravel } from './travel-times';
import type { Plan } from './planner/types';
import { PlanRequestError } from './planner/validate-request';
import { getPlanDetail } from './read-service';
import { insertDays, insertItems, insertPlan } from './repository';
import { planInputError, toAedMinor, toPlanRequest } from './request';
import type { CreatePlanInput } from './schemas';
import type { PlanDetail, PlanSource } from './types';

async function budgetInAed(
  ctx: PlansContext,
  budget: { amount_minor: number; currency: CurrencyCode },
): Promise<number> {
  if (budget.currency === 'AED') return budget.amount_minor;
  const rate = await ctx.fx.getRate(budget.currency);
  if (!rate) throw invalid('currency_unavailable', { field: 'budget.currency' });
  return toAedMinor(budget.amount_minor, minorUnitsOf(budget.currency), Number(rate.perAed));
}

export async function createPlan(ctx: PlansContext, userId: number, input: CreatePlanInput): Promise<PlanDetail> {
  const today = dubaiToday(ctx.now);
  const problem = planInputError(input, today);
  if (problem) throw problem;

  const interests = await listInterests(ctx.db);
  const known = new Set(interests.map((i) => i.slug));
  const unknown = input.interests.find((slug) => !known.has(slug));
  if (unknown) throw invalid('unknown_interest', { field: 'interests', params: { interest: unknown } });

  const mustSee = input.must_see.map((acid) => ctx.ids.decodeId(ACTIVITY_KIND, acid));
  const budgetAedMinor = input.budget ? await budgetInAed(ctx, input.budget) : null;
  // Stored with the plan: the same answers and seed give the same itinerary again.
  const seed = randomInt(1, 2 ** 31 - 1);
  // The owner's bookings within the dates: the plan is made around them (and shows them when read).
  const booked = await listPlanBookings(ctx.db, ctx.ids, {
    planId: 0,
    userId,
    startDate: input.start_date,
    endDate: input.end_date,
    dayStartMin: input.day_start_min,
  });
  const request = toPlanRequest(input, { today, seed, budgetAedMinor, mustSee });
  const around = aroundBookings(request, booked, listDates(input.start_date, input.end_date));

  let generated: Plan | null = null;
  let source: PlanSource = 'own';
  if (input.mode === 'ai') {
    const catalog = around.catalog(await loadCatalogForGroup(ctx.db, request.group));
    // With a routing server: its travel times between the hotel and every branch (cached per pair).
    const points = [around.request.hotel ?? DEFAULT_HOTEL, ...catalog.flatMap((a) => a.branches)];
    const { travel } = await planTravel(ctx.routing, points);
    try {
      const result = await ctx.planAi.generate(around.request, catalog, {
        categoryLabels: interestLabels(interests),
        ...(travel !== ESTIMATED_TRAVEL.travel ? { travel } : {}),
      });
      generated = result.plan;
      source = result.source;
    } catch (error) {
      if (error instanceof PlanRequestError)
        throw error.problems[0] ? invalidDetail(error.problems[0]) : invalid('plan_request_invalid');
      throw error;
    }
  }

  const dates = listDates(input.start_date, input.end_date);
  const planId = await ctx.db.transaction(async (tx) => {
    const row = await insertPlan(tx, {
      userId,
      name: input.name,
      mode: input.mode,
      source,
      destination: input.destination,
      hotelLat: around.request.hotel?.lat ?? 0,
      hotelLng: around.request.hotel?.lng ?? 0,
      startDate: input.start_date,
      endDate: input.end_date,
      dayStartMin: input.day_start_min,
      dayEndMin: input.day_end_min,
      interests: [...request.interests],
      travellers: input.travellers,
      adults: input.group.adults,
      teens: input.group.teens,
      children: input.group.children,
      youngestChildAge: input.group.children > 0 ? (input.group.youngest_child_age ?? null) : null,
      freeTime: request.freeTime.map((s) => ({ date: s.date ?? null, startMin: s.startMin, endMin: s.endMin })),
      budgetMinor: budgetAedMinor,
      pace: input.pace,
      mustSee: [...new Set(mustSee)],
      unplaced: generated ? generated.unplaced.map((u) => ({ activityId: u.activityId, reason: u.reason })) : [],
      seed,
    });
    const days = await insertDays(tx, row.planId, dates);
    if (generated) {
      const dayIdByDate = new Map(days.map((d) => [d.date, d.planDayId]));
      await insertItems(
        tx,
        generated.days.flatMap((day) =>
          day.items.map((item) => ({
            planId: row.planId,
            planDayId: dayIdByDate.get(day.date) as number,
            activityId: item.activityId,
            branchId: item.branchId,
            startMin: item.startMin,
            endMin: item.endMin,
            reasonEn: item.reason.en,
            reasonAr: item.reason.ar,
          })),
        ),
      );
    }
    // A system notice (no actor): "your new plan is ready", linking to /plan?pid=….
    await createNotification(tx, { recipientId: userId, actorId: null, type: 'NEW_PLAN', userPlanId: row.planId });
    return row.planId;
  });
  return getPlanDetail(ctx, planId, userId);
}
