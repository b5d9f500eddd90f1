import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { DEMO_PLANS } from '../../db/seed/data';
import { addDays, dubaiToday } from './calendar';
import { interestLabels, listInterests, loadCatalogForGroup } from './catalog';
import { destinationOf } from './constants';
import { listDates } from './planner/dates';
import { generatePlan } from './planner/generate';
import type { PlanRequest } from './planner/types';
import { insertDays, insertItems, insertPlan } from './repository';

/**
 * Demo data of the plans domain: a few generated plans of the demo people (one past, two shared), described
 * in api/src/db/seed/data/plans.json. Runs inside its own transaction, on an empty database only (see db/seed); does nothing without the demo
 * people or the activity catalog.
 */
export async function seed(tx: Db): Promise<void> {
  const emails = [...new Set(DEMO_PLANS.map((p) => p.email))];
  const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const labels = interestLabels(await listInterests(tx));
  const today = dubaiToday();
  for (const demo of DEMO_PLANS) {
    const userId = idOf.get(demo.email);
    if (userId === undefined) continue;
    const startDate = addDays(today, demo.startIn);
    const endDate = addDays(startDate, demo.days - 1);
    const hotel = destinationOf(demo.destination).at;
    const request: PlanRequest = {
      startDate,
      endDate,
      dayStartMin: 9 * 60,
      dayEndMin: 21 * 60,
      interests: demo.interests,
      group: demo.group,
      pace: demo.pace,
      freeTime: demo.freeTime.map((s) => ({ date: null, ...s })),
      hotel,
      seed: demo.seed,
    };
    const catalog = await loadCatalogForGroup(tx, demo.group);
    if (catalog.length === 0) return;
    const generated = generatePlan(request, catalog, { categoryLabels: labels });
    const plan = await insertPlan(tx, {
      userId,
      name: demo.name,
      mode: 'ai',
      source: 'built-in',
      destination: demo.destination,
      hotelLat: hotel.lat,
      hotelLng: hotel.lng,
      startDate,
      endDate,
      dayStartMin: request.dayStartMin,
      dayEndMin: request.dayEndMin,
      interests: demo.interests,
      travellers: demo.travellers,
      adults: demo.group.adults,
      teens: demo.group.teens,
      children: demo.group.children,
      freeTime: request.freeTime.map((s) => ({ date: null, startMin: s.startMin, endMin: s.endMin })),
      pace: demo.pace,
      seed: demo.seed,
      sharedAt: demo.shared ? new Date() : null,
    });
    const days = await insertDays(tx, plan.planId, listDates(startDate, endDate));
    const dayId = new Map(days.map((d) => [d.date, d.planDayId]));
    await insertItems(
      tx,
      generated.days.flatMap((day) =>
        day.items.map((item) => ({
          planId: plan.planId,
          planDayId: dayId.get(day.date) as number,
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
}
