import { createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { eq, inArray, sql } from 'drizzle-orm';
import { activities, activityBranches, type WeeklyHoursJson } from '../../db/schema';
import { loadCatalogForGroup } from './catalog';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { PlanDetail, PlanOptions } from './types';

// The generator plans over the activity catalog as it is in the database, not over a copy: a row added,
// re-tagged or closed there changes the next plan.
describe.each(dbKinds())('plans read the activity catalog from the database on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPlansApp(kind);
  });
  afterAll(() => t?.close());

  const HOURS_16_18: WeeklyHoursJson = Object.fromEntries(
    [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), [[960, 1080] as [number, number]]]),
  );

  it('maps a row: categories = [main, ...tags], popularity = review count, hours and prices per branch', async () => {
    const [row] = await t.db
      .insert(activities)
      .values({
        slug: 'plans-test-observatory',
        nameEn: 'Plans Test Observatory',
        nameAr: 'مرصد اختبار الخطط',
        mainCategory: 'museums',
        categories: ['stargazing', 'museums'],
        durationMin: 60,
        kidFriendly: false,
        minAge: 10,
        priceAdultMinor: 12_000,
        priceTeenMinor: 8_000,
        priceChildMinor: 5_000,
        rating: 4.4,
        reviewCount: 321,
      })
      .returning({ id: activities.activityId });
    await t.db.insert(activityBranches).values({
      activityId: row!.id,
      nameEn: 'Observatory Hill',
      nameAr: 'تلة المرصد',
      area: 'Al Quoz',
      lat: 25.139,
      lng: 55.228,
      hours: HOURS_16_18,
    });

    const adults = await loadCatalogForGroup(t.db, { adults: 2, teens: 0, children: 0 });
    const mapped = adults.find((a) => a.id === row!.id);
    expect(mapped).toMatchObject({
      name: { en: 'Plans Test Observatory', ar: 'مرصد اختبار الخطط' },
      categories: ['museums', 'stargazing'],
      durationMin: 60,
      kidFriendly: false,
      minAge: 10,
      prices: { adultMinor: 12_000, teenMinor: 8_000, childMinor: 5_000 },
      rating: 4.4,
      popularity: 321,
    });
    expect(mapped?.branches).toHaveLength(1);
    expect(mapped?.branches[0]).toMatchObject({ lat: 25.139, lng: 55.228 });
    expect(mapped?.branches[0]!.hours[3]).toEqual([[960, 1080]]);
    // A family with small children never sees it (not kid-friendly, minimum age 10).
    const family = await loadCatalogForGroup(t.db, { adults: 2, teens: 0, children: 1, youngestChildAge: 4 });
    expect(family.some((a) => a.id === row!.id)).toBe(false);
    // Every activity in the database is there for adults but the children's venues (KidZania), and nothing else.
    const { n } = (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(activities)
        .where(sql`${activities.audience} <> 'children'`)
    )[0]!;
    expect(n).toBeGreaterThan(100);
    expect(adults).toHaveLength(n);
    const kidzania = (await t.db.select().from(activities).where(eq(activities.slug, 'kidzania-dubai')))[0]!;
    expect(adults.some((a) => a.id === kidzania.activityId)).toBe(false);
    expect(family.some((a) => a.id === kidzania.activityId)).toBe(true);
    expect(family.find((a) => a.id === kidzania.activityId)?.audience).toBe('children');
  });

  it('places a must-see added to the database a moment ago, inside its opening hours', async () => {
    const [row] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'plans-test-observatory'));
    const s = await createUserSession(t.app);
    const acid = t.app.ids.encodeId('activity', row!.id);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ must_see: [acid] }), s.headers);
    expect(res.status).toBe(201);
    const items = res.body.days.flatMap((d) => d.items).filter((i) => i.activity.slug === 'plans-test-observatory');
    expect(items).toHaveLength(1);
    expect(items[0]!.start_min).toBeGreaterThanOrEqual(960);
    expect(items[0]!.end_min).toBeLessThanOrEqual(1080);
    expect(items[0]!.branch).toMatchObject({ name_en: 'Observatory Hill', area: 'Al Quoz' });
    expect(items[0]!.cost_minor).toBe(24_000);
  });

  it('offers a tag shared by three activities as an interest, and plans around it', async () => {
    const picked = await t.db
      .select({ id: activities.activityId, slug: activities.slug })
      .from(activities)
      .where(eq(activities.mainCategory, 'attractions'))
      .orderBy(activities.activityId)
      .limit(3);
    expect(picked).toHaveLength(3);
    await t.db
      .update(activities)
      .set({ categories: sql`array_append(${activities.categories}, 'rooftop-views')` })
      .where(
        inArray(
          activities.activityId,
          picked.map((p) => p.id),
        ),
      );

    const options = await call<PlanOptions>(t, 'POST', '/plans/options', {});
    expect(options.body.interests.find((i) => i.slug === 'rooftop-views')).toMatchObject({
      kind: 'tag',
      activity_count: 3,
    });

    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ interests: ['rooftop-views'] }), s.headers);
    expect(res.status).toBe(201);
    const slugs = res.body.days.flatMap((d) => d.items).map((i) => i.activity.slug);
    const tagged = picked.map((p) => p.slug);
    expect(slugs.filter((slug) => tagged.includes(slug)).length).toBeGreaterThan(0);
  });

  it('plans nothing when every branch in the database is closed, and says the must-see could not be placed', async () => {
    const [row] = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.slug, 'plans-test-observatory'));
    await t.db.update(activityBranches).set({ hours: {} });
    const s = await createUserSession(t.app);
    const acid = t.app.ids.encodeId('activity', row!.id);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ must_see: [acid] }), s.headers);
    expect(res.status).toBe(201);
    expect(res.body.totals.items).toBe(0);
    expect(res.body.unplaced.map((u) => u.activity_id)).toEqual([acid]);
  });
});
