// The plan-quality suite: fixed questionnaires through the real create-plan route (PGlite, the demo catalog),
// with the rules a traveller would check: one visit per landmark, the right audience, long trips spread
// evenly with rest days, the chosen interests first, idle time shown as free time, reasons that are true.
import { createUserSession, type TestApp } from '../../../test/helpers';
import { activities } from '../../db/schema';
import { freePeriods } from './planner/free-periods';
import { isRestDay } from './planner/instance';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

interface CatalogFacts {
  categories: string[];
  venueGroups: string[];
  audience: string;
  kidFriendly: boolean;
  minAge: number | null;
  rating: number;
}

const MAIN_CATEGORIES = [
  'attractions',
  'desert-safari',
  'water-parks',
  'cruises',
  'museums',
  'theme-parks',
  'tours',
  'dining',
  'adventure',
];

describe('plan quality (the demo catalog, through POST /plans)', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const facts = new Map<string, CatalogFacts>();

  beforeAll(async () => {
    t = await createPlansApp('pglite');
    headers = (await createUserSession(t.app)).headers;
    const rows = await t.db.select().from(activities);
    for (const r of rows)
      facts.set(r.slug, {
        categories: [r.mainCategory, ...r.categories],
        venueGroups: r.venueGroups,
        audience: r.audience,
        kidFriendly: r.kidFriendly,
        minAge: r.minAge,
        rating: Number(r.rating),
      });
  });
  afterAll(() => t?.close());

  const factsOf = (slug: string): CatalogFacts => {
    const f = facts.get(slug);
    if (!f) throw new Error(`unknown activity ${slug}`);
    return f;
  };

  async function plan(over: Record<string, unknown>): Promise<PlanDetail> {
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ free_time: [], ...over }), headers);
    expect(res.status).toBe(201);
    return res.body;
  }

  /** The rules every generated plan keeps, whatever the questionnaire. */
  function expectTrustworthy(p: PlanDetail, interests: readonly string[]) {
    const items = p.days.flatMap((d) => d.items);
    const children = p.group.children > 0;
    // One visit per activity and per landmark.
    const slugs = items.map((i) => i.activity.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const venues = slugs.flatMap((s) => factsOf(s).venueGroups);
    expect(new Set(venues).size).toBe(venues.length);
    for (const item of items) {
      const f = factsOf(item.activity.slug);
      // Audience: children's venues only with children; adults-only and not-for-children never with them.
      if (children) {
        expect(f.audience).not.toBe('adults');
        expect(f.kidFriendly).toBe(true);
      } else {
        expect(f.audience).not.toBe('children');
      }
      // The reason says only what is true.
      const en = item.reason?.en ?? '';
      expect(en).not.toMatch(/nearby|highest rated/i);
      const rated = /rated (\d\.\d)\/5|\((\d\.\d)\/5\)/i.exec(en);
      if (!rated) throw new Error(`no rating in the reason: ${en}`);
      expect(Number(rated?.[1] ?? rated?.[2])).toBeCloseTo(f.rating, 5);
      if (/Matches your interest/.test(en)) expect(f.categories.some((c) => interests.includes(c))).toBe(true);
      else if (interests.length > 0) expect(f.categories.some((c) => interests.includes(c))).toBe(false);
      if (/made for children/.test(en)) expect(children && f.audience === 'children').toBe(true);
      if (/good for children/.test(en)) expect(children).toBe(true);
    }
    // Every idle stretch of 90 minutes or more is shown as free time (recomputed here from the items).
    for (const day of p.days) {
      const visits = day.items.map((i) => ({
        startMin: i.start_min,
        endMin: i.end_min,
        travelMinBefore: i.travel_min_before,
      }));
      const idle = freePeriods(visits, p.day_start_min, p.day_end_min, day.return_travel_min);
      expect(day.free_periods).toEqual(idle.map(([a, b]) => ({ start_min: a, end_min: b })));
      for (const gap of day.free_periods ?? []) expect(gap.end_min - gap.start_min).toBeGreaterThanOrEqual(90);
    }
  }

  const matches = (slug: string, interests: readonly string[]) =>
    factsOf(slug).categories.some((c) => interests.includes(c));

  it('solo adult: no children’s venue, one Burj Khalifa deck at most', async () => {
    const interests = ['attractions', 'tours'];
    const p = await plan({ travellers: 'solo', group: { adults: 1, teens: 0, children: 0 }, interests });
    expectTrustworthy(p, interests);
    const slugs = p.days.flatMap((d) => d.items.map((i) => i.activity.slug));
    expect(slugs).not.toContain('kidzania-dubai');
    expect(slugs.filter((s) => s.startsWith('burj-khalifa')).length).toBeLessThanOrEqual(1);
    expect(slugs.every((s) => matches(s, interests))).toBe(true);
  });

  it('couple: adults-only venues allowed, everything matches their interests', async () => {
    const interests = ['dining', 'cruises'];
    const p = await plan({ travellers: 'couple', group: { adults: 2, teens: 0, children: 0 }, interests });
    expectTrustworthy(p, interests);
    const items = p.days.flatMap((d) => d.items);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.every((i) => matches(i.activity.slug, interests))).toBe(true);
  });

  it('family with a 2-year-old: kid-friendly, no adults-only venue, nothing with a higher minimum age', async () => {
    const interests = ['attractions', 'theme-parks'];
    const p = await plan({
      travellers: 'family',
      group: { adults: 2, teens: 0, children: 1, youngest_child_age: 2 },
      interests,
    });
    expectTrustworthy(p, interests);
    const items = p.days.flatMap((d) => d.items);
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) expect(factsOf(item.activity.slug).minAge ?? 0).toBeLessThanOrEqual(2);
  });

  it('family who like theme parks and water parks gets theme parks and water parks, not observation decks', async () => {
    const interests = ['theme-parks', 'water-parks'];
    const p = await plan({
      travellers: 'family',
      group: { adults: 2, teens: 0, children: 2, youngest_child_age: 6 },
      interests,
    });
    expectTrustworthy(p, interests);
    const slugs = p.days.flatMap((d) => d.items.map((i) => i.activity.slug));
    expect(slugs.length).toBeGreaterThanOrEqual(6);
    expect(slugs.every((s) => matches(s, interests))).toBe(true);
    expect(slugs.filter((s) => factsOf(s).categories.includes('observation-deck'))).toEqual([]);
  });

  it.each(['packed', 'relaxed'] as const)(
    '30-day trip (%s): every day but the rest days has activities, spread evenly',
    async (pace) => {
      const interests = ['museums'];
      const p = await plan({ start_date: inDays(7), end_date: inDays(36), pace, interests });
      expectTrustworthy(p, interests);
      expect(p.days).toHaveLength(30);
      const counts = p.days.map((d) => d.items.length);
      const rest = p.days.map((_, i) => isRestDay(i, 30, pace));
      expect(rest.filter(Boolean).length).toBeGreaterThanOrEqual(4);
      p.days.forEach((day, i) => {
        expect(day.rest_day).toBe(rest[i]);
        if (rest[i]) expect(day.items).toEqual([]);
      });
      const active = counts.filter((_, i) => !rest[i]);
      expect(Math.min(...active)).toBeGreaterThanOrEqual(1);
      expect(Math.max(...active) - Math.min(...active)).toBeLessThanOrEqual(2);
      // The last third of the trip is as full as the first.
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      expect(sum(counts.slice(20))).toBeGreaterThanOrEqual(sum(counts.slice(0, 10)) - 3);
      // The museums come first: most of them are in the plan.
      const museums = p.days.flatMap((d) => d.items).filter((i) => i.activity.main_category === 'museums');
      expect(museums.length).toBeGreaterThanOrEqual(10);
    },
  );

  it.each(MAIN_CATEGORIES)('one interest alone (%s): the plan is made of it first', async (interest) => {
    const p = await plan({ interests: [interest] });
    expectTrustworthy(p, [interest]);
    const items = p.days.flatMap((d) => d.items);
    const matching = items.filter((i) => matches(i.activity.slug, [interest]));
    // Off-interest items only fill what the interest cannot: never the majority, except for desert
    // safaris (half-day trips an hour out, the evening ones ending after a 21:00 return: one or two a day).
    if (interest !== 'desert-safari') expect(matching.length).toBeGreaterThan(items.length / 2);
    expect(matching.length).toBeGreaterThanOrEqual(Math.min(3, items.length));
  });
});
