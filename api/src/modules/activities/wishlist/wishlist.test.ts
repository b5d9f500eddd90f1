import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../../test/helpers';
import { createSeededApp, deleteJson, postJson } from '../testing/seeded-app';
import type { ActivityDetail, ActivityListResponse, WishlistPage } from '../types';

describe.each(dbKinds())('wishlist on %s', (kind) => {
  let t: TestApp;
  let acids: string[];
  beforeAll(async () => {
    t = await createSeededApp(kind);
    acids = (
      await postJson<ActivityListResponse>(t, '/activities/fetch-all', { limit: 30, sort: 'newest' })
    ).body.rows.map((r) => r.activity_id);
  });
  afterAll(() => t?.close());

  const add = (s: TestUserSession, acid: string) => postJson(t, '/wishlist', { acid }, s.headers);
  const remove = (s: TestUserSession, acid: string) => deleteJson(t, '/wishlist', { acid }, s.headers);
  const page = (s: TestUserSession, body: object) => postJson<WishlistPage>(t, '/wishlist/fetch-all', body, s.headers);

  it('asks visitors to sign in for every wishlist call', async () => {
    for (const res of [
      await postJson(t, '/wishlist', { acid: acids[0] }),
      await deleteJson(t, '/wishlist', { acid: acids[0] }),
      await postJson(t, '/wishlist/fetch-all', {}),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Sign-in required' });
    }
  });

  it('adds, lists newest first by page and removes; adding twice keeps one entry', async () => {
    const s = await createUserSession(t.app);
    for (const acid of acids.slice(0, 5))
      expect((await add(s, acid)).body).toEqual({ activity_id: acid, is_wishlisted: true });
    expect((await add(s, acids[0]!)).status).toBe(200);

    const first = await page(s, { page: 1, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 5, page: 1, limit: 2 });
    const second = await page(s, { page: 2, limit: 2 });
    const third = await page(s, { page: 3, limit: 2 });
    const listed = [...first.body.rows, ...second.body.rows, ...third.body.rows].map((r) => r.activity_id);
    expect(listed).toHaveLength(5);
    expect(new Set(listed)).toEqual(new Set(acids.slice(0, 5)));
    expect(first.body.rows.every((r) => r.is_wishlisted)).toBe(true);
    expect((await page(s, { page: 4, limit: 2 })).body.rows).toEqual([]);

    expect((await remove(s, acids[1]!)).body).toEqual({ activity_id: acids[1], is_wishlisted: false });
    expect((await remove(s, acids[1]!)).status).toBe(200);
    const after = await page(s, {});
    expect(after.body.count).toBe(4);
    expect(after.body.rows.map((r) => r.activity_id)).not.toContain(acids[1]);
  });

  it('marks wishlisted activities in the detail and the list for their owner only', async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    await add(owner, acids[7]!);
    const mine = await postJson<ActivityDetail>(t, '/activities/fetch', { acid: acids[7] }, owner.headers);
    const theirs = await postJson<ActivityDetail>(t, '/activities/fetch', { acid: acids[7] }, other.headers);
    const visitor = await postJson<ActivityDetail>(t, '/activities/fetch', { acid: acids[7] });
    expect([mine.body.is_wishlisted, theirs.body.is_wishlisted, visitor.body.is_wishlisted]).toEqual([
      true,
      false,
      false,
    ]);
    const list = await postJson<ActivityListResponse>(
      t,
      '/activities/fetch-all',
      { sort: 'newest', limit: 10 },
      owner.headers,
    );
    expect(list.body.rows.filter((r) => r.is_wishlisted).map((r) => r.activity_id)).toEqual([acids[7]]);
  });

  it("never shows or touches another user's wishlist", async () => {
    const owner = await createUserSession(t.app);
    const other = await createUserSession(t.app);
    await add(owner, acids[10]!);
    expect((await page(other, {})).body).toMatchObject({ rows: [], count: 0 });
    // Removing "it" as another user only touches that user's own (empty) list.
    expect((await remove(other, acids[10]!)).status).toBe(200);
    expect((await page(owner, {})).body.count).toBe(1);
    // Bearer works too (mobile apps); the list is the owner's.
    const bearer = await postJson<WishlistPage>(t, '/wishlist/fetch-all', {}, owner.bearer);
    expect(bearer.body.rows.map((r) => r.activity_id)).toEqual([acids[10]]);
  });

  it('rejects a bad id, an unknown activity, a forged request and bad paging', async () => {
    const s = await createUserSession(t.app);
    expect(await add(s, 'garbage')).toMatchObject({ status: 400, body: { message: 'Invalid id' } });
    expect(await add(s, t.app.ids.encodeId('activity', 999_999))).toMatchObject({
      status: 404,
      body: { message: 'Activity not found.' },
    });
    expect((await postJson(t, '/wishlist', {}, s.headers)).status).toBe(400);
    const forged = await postJson(t, '/wishlist', { acid: acids[0] }, { cookie: s.cookie });
    expect(forged).toMatchObject({ status: 403, body: { message: 'Invalid CSRF token' } });
    expect((await page(s, { page: 0 })).status).toBe(400);
    expect((await page(s, { limit: 500 })).status).toBe(400);
    expect((await page(s, {})).body.count).toBe(0);
  });
});
