import { dbKinds, type TestApp } from '../../../../test/helpers';
import { areaAr } from './area-names';
import { allActivities } from './catalog';
import { createSeededApp, postJson } from '../testing/seeded-app';
import type {
  ActivityDetail,
  ActivityListResponse,
  ActivitySummary,
  RelatedActivitiesResponse,
  ReviewsPage,
  UtilsResponse,
} from '../types';

// Catalog order = insertion order = activity_id order, which breaks ties in every sort.
const catalogIndex = new Map(allActivities.map((a, i) => [a.slug, i]));
const byRating = [...allActivities].sort(
  (a, b) => b.rating - a.rating || catalogIndex.get(a.slug)! - catalogIndex.get(b.slug)!,
);

describe.each(dbKinds())('activity catalog api on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededApp(kind);
  });
  afterAll(() => t?.close());

  const list = (body: object) => postJson<ActivityListResponse>(t, '/activities/fetch-all', body);

  async function everyPage(body: object): Promise<{ rows: ActivitySummary[]; counts: number[] }> {
    const rows: ActivitySummary[] = [];
    const counts: number[] = [];
    let cursor: string | null | undefined;
    for (let page = 0; page < 50; page += 1) {
      const res = await list({ ...body, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      rows.push(...res.body.rows);
      counts.push(res.body.count);
      cursor = res.body.next_cursor;
      if (!cursor) break;
    }
    return { rows, counts };
  }

  describe('POST /activities/fetch-all', () => {
    it('pages through the whole catalog by rating with a keyset cursor, each row once, with the total', async () => {
      const { rows, counts } = await everyPage({ limit: 20 });
      expect(rows.map((r) => r.slug)).toEqual(byRating.map((a) => a.slug));
      expect(new Set(counts)).toEqual(new Set([allActivities.length]));
      expect(rows[0]).toMatchObject({
        currency: 'AED',
        is_wishlisted: false,
        horizontal_thumbnail: expect.stringMatching(/\.svg$/),
      });
    });

    it.each([
      ['price_asc', (a: ActivitySummary, b: ActivitySummary) => a.price_adult_minor - b.price_adult_minor],
      ['price_desc', (a: ActivitySummary, b: ActivitySummary) => b.price_adult_minor - a.price_adult_minor],
    ])('sorts by %s across pages', async (sort, compare) => {
      const { rows } = await everyPage({ sort, limit: 17 });
      expect(rows).toHaveLength(allActivities.length);
      for (let i = 1; i < rows.length; i += 1) expect(compare(rows[i - 1]!, rows[i]!)).toBeLessThanOrEqual(0);
      expect(new Set(rows.map((r) => r.activity_id)).size).toBe(rows.length);
    });

    it('lists the newest first', async () => {
      const { rows } = await everyPage({ sort: 'newest', limit: 48 });
      expect(rows.map((r) => r.slug)).toEqual([...allActivities].reverse().map((a) => a.slug));
    });

    it('filters by main category, category, price range, rating and suitability for children', async () => {
      const expected = allActivities.filter(
        (a) =>
          a.mainCategory === 'desert-safari' &&
          a.prices.adultMinor >= 100_00 &&
          a.prices.adultMinor <= 500_00 &&
          a.rating >= 4.5 &&
          a.kidFriendly,
      );
      const { rows, counts } = await everyPage({
        main_category: 'desert-safari',
        min_price: 100_00,
        max_price: 500_00,
        min_rating: 4.5,
        kid_friendly: true,
        limit: 2,
      });
      expect(rows.map((r) => r.slug).sort()).toEqual(expected.map((a) => a.slug).sort());
      expect(counts[0]).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(1);

      const family = await everyPage({ category: 'family', limit: 48 });
      expect(family.rows).toHaveLength(allActivities.filter((a) => a.categories.includes('family')).length);
      expect(family.rows.every((r) => r.categories.includes('family'))).toBe(true);
    });

    it('answers an empty page, not an error, when nothing matches', async () => {
      const res = await list({ main_category: 'no-such-category' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ rows: [], count: 0, next_cursor: null });
    });

    it('rejects bad input with a 400 naming the field', async () => {
      const cases: Array<[object, RegExp]> = [
        [{ sort: 'cheapest' }, /^sort: /],
        [{ limit: 0 }, /^limit: /],
        [{ limit: 'ten' }, /^limit: /],
        [{ min_price: -1 }, /^min_price: /],
        [{ min_price: 500, max_price: 100 }, /^max_price: /],
        [{ min_rating: 6 }, /^min_rating: /],
        [{ kid_friendly: 'yes' }, /^kid_friendly: /],
        [{ main_category: 'Desert Safari!' }, /^main_category: /],
        [{ cursor: 'not-a-cursor' }, /^cursor: Invalid cursor$/],
      ];
      for (const [body, message] of cases) {
        const res = await list(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect((res.body as unknown as { message: string }).message).toMatch(message);
      }
    });

    it('refuses a cursor made for another sort order', async () => {
      const first = await list({ sort: 'price_asc', limit: 2 });
      const res = await list({ sort: 'rating', cursor: first.body.next_cursor });
      expect(res.status).toBe(400);
      expect((res.body as unknown as { message: string }).message).toBe('cursor: Invalid cursor');
    });
  });

  describe('POST /activities/fetch', () => {
    const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner')!;
    async function acidOf(slug: string): Promise<string> {
      const { rows } = await everyPage({
        main_category: allActivities.find((a) => a.slug === slug)!.mainCategory,
        limit: 48,
      });
      return rows.find((r) => r.slug === slug)!.activity_id;
    }

    it('answers the detail: texts in both languages, branches with hours, reviews, related and prices', async () => {
      const acid = await acidOf(evening.slug);
      const res = await postJson<ActivityDetail>(t, '/activities/fetch', { acid });
      expect(res.status).toBe(200);
      const d = res.body;
      expect(d).toMatchObject({
        activity_id: acid,
        name_en: evening.name.en,
        name_ar: evening.name.ar,
        description_ar: evening.description.ar,
        price_adult_minor: evening.prices.adultMinor,
        price_teen_minor: evening.prices.teenMinor,
        price_child_minor: evening.prices.childMinor,
        main_category_info: { slug: 'desert-safari', icon: 'Landscape' },
        highlights_en: evening.highlights.en,
      });
      expect(d.images).toHaveLength(4);
      expect(d.branches.map((b) => b.name_en)).toEqual(evening.branches.map((b) => b.name.en));
      expect(d.branches[0]!.hours['0']).toEqual([[14 * 60 + 30, 21 * 60 + 30]]);
      // The neighbourhood in both languages: 'Lahbab' / 'لهباب'.
      expect(d.branches.map((b) => [b.area, b.area_ar])).toEqual(evening.branches.map((b) => [b.area, areaAr(b.area)]));
      expect(d.area_ar).toBe(areaAr(evening.branches[0]!.area));
      expect(d.area_ar).not.toBe(d.area);
      expect(d.branches[0]!.branch_id).not.toMatch(/^\d+$/);
      expect(d.reviews.length).toBeGreaterThan(0);
      expect(d.reviews.length).toBeLessThanOrEqual(5);
      const dates = d.reviews.map((r) => r.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(d.rating_breakdown.reduce((s, n) => s + n, 0)).toBe(d.review_count);
      expect(d.related.length).toBeGreaterThan(0);
      expect(d.related.map((r) => r.activity_id)).not.toContain(acid);
      expect(d.related[0]!.main_category).toBe('desert-safari');
    });

    it('pages the rest of the reviews with their cursor', async () => {
      const acid = await acidOf(evening.slug);
      const detail = (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
      const seen = detail.reviews.map((r) => r.review_id);
      let cursor = detail.reviews_next_cursor;
      while (cursor) {
        const page = await postJson<ReviewsPage>(t, '/activities/reviews', { acid, cursor, limit: 2 });
        expect(page.status).toBe(200);
        seen.push(...page.body.rows.map((r) => r.review_id));
        cursor = page.body.next_cursor;
      }
      expect(seen).toHaveLength(detail.review_count);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('answers 400 Invalid id for an acid that does not decrypt, and 404 for an unknown activity', async () => {
      const acid = await acidOf(evening.slug);
      const detail = (await postJson<ActivityDetail>(t, '/activities/fetch', { acid })).body;
      for (const bad of ['123', 'abc', `${acid.slice(0, -2)}xx`, detail.branches[0]!.branch_id]) {
        const res = await postJson(t, '/activities/fetch', { acid: bad });
        expect({ bad, status: res.status, body: res.body }).toEqual({
          bad,
          status: 400,
          body: { statusCode: 400, error: 'Bad Request', message: 'Invalid id', code: 'invalid_id' },
        });
      }
      const unknown = await postJson(t, '/activities/fetch', { acid: t.app.ids.encodeId('activity', 987_654) });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'Activity not found.' });
      const missing = await postJson(t, '/activities/fetch', {});
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: 'acid is required' });
    });

    it('lists related activities on their own, never the activity itself', async () => {
      const acid = await acidOf(evening.slug);
      const res = await postJson<RelatedActivitiesResponse>(t, '/activities/fetch-all/related', { acid, limit: 4 });
      expect(res.status).toBe(200);
      expect(res.body.rows).toHaveLength(4);
      expect(res.body.rows.map((r) => r.activity_id)).not.toContain(acid);
      expect((await postJson(t, '/activities/fetch-all/related', { acid: 'nope' })).status).toBe(400);
      expect(
        (await postJson(t, '/activities/fetch-all/related', { acid: t.app.ids.encodeId('activity', 987_654) })).status,
      ).toBe(404);
    });
  });

  describe('POST /utils/fetch', () => {
    it('answers main categories with counts, categories with labels, the price range and countries', async () => {
      const main = await postJson<UtilsResponse>(t, '/utils/fetch', { name: 'main_categories' });
      expect(main.status).toBe(200);
      expect(main.body.rows).toHaveLength(9);
      const counts = main.body.rows as Array<{ activity_count: number }>;
      expect(counts.reduce((s, r) => s + r.activity_count, 0)).toBe(allActivities.length);

      const categories = await postJson<UtilsResponse>(t, '/utils/fetch', {
        name: 'categories',
        main_category: 'water-parks',
      });
      expect(categories.body.rows.length).toBeGreaterThan(2);
      expect(categories.body.rows[0]).toMatchObject({
        slug: expect.any(String),
        name_en: expect.any(String),
        name_ar: expect.any(String),
      });

      const range = await postJson<UtilsResponse>(t, '/utils/fetch', { name: 'price_range' });
      const prices = allActivities.map((a) => a.prices.adultMinor);
      expect(range.body.rows).toEqual([{ min_minor: Math.min(...prices), max_minor: Math.max(...prices) }]);

      const countries = await postJson<UtilsResponse>(t, '/utils/fetch', { name: 'countries' });
      expect(countries.body.rows[0]).toEqual({
        code: 'AE',
        name_en: 'United Arab Emirates',
        name_ar: 'الإمارات العربية المتحدة',
      });
      expect(countries.body.rows.length).toBeGreaterThan(190);
    });

    it('rejects an unknown name', async () => {
      const res = await postJson(t, '/utils/fetch', { name: 'planets' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/^name: /) });
    });
  });

  describe('GET /activities/images', () => {
    it('draws a cacheable SVG per slug, width and gallery variant', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/activities/images/evening-desert-safari-bbq-dinner/640.svg',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toMatch(/^<svg [^>]*width="640" height="360"/);
      const variant = await t.app.inject({
        method: 'GET',
        url: '/api/v1/activities/images/evening-desert-safari-bbq-dinner/2/1200.svg',
      });
      expect(variant.statusCode).toBe(200);
      expect(variant.body).not.toEqual(res.body);
    });

    it('answers 404 for an unknown slug and 400 for a width outside the image sizes', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/activities/images/no-such-thing/640.svg' })).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/activities/images/evening-desert-safari-bbq-dinner/641.svg',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/activities/images/evening-desert-safari-bbq-dinner/640.png',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/activities/images/evening-desert-safari-bbq-dinner/9/640.svg',
          })
        ).statusCode,
      ).toBe(400);
    });
  });
});
