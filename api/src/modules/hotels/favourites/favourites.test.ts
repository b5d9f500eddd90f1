import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { dubaiInventory } from '../../../providers/hotel-supply/dubai-inventory';
import { seedDubaiInventory } from '../seed';
import type { FavouritesResponse } from '../types';

describe.each(dbKinds())('favourite hotels on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
  });
  afterAll(() => t?.close());

  const hids = () =>
    dubaiInventory()
      .slice(0, 5)
      .map((h) => t.app.ids.encodeId('hotel', h.hid));

  it('adds, pages newest first, and removes; idempotent both ways', async () => {
    const s = await createUserSession(t.app);
    for (const hid of hids()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/hotels/favourites',
        headers: s.headers,
        payload: { hid },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/favourites',
          headers: s.headers,
          payload: { hid: hids()[0] },
        })
      ).statusCode,
    ).toBe(201);
    const page = async (n: number) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/hotels/favourites?page=${n}&limit=2`,
            headers: { cookie: s.cookie },
          })
        ).json() as FavouritesResponse
      ).favourites;
    const p1 = await page(1);
    const p3 = await page(3);
    expect(p1).toMatchObject({ count: 5, page: 1, limit: 2 });
    expect(p1.rows.map((r) => r.hid)).toHaveLength(2);
    expect(p3.rows).toHaveLength(1);
    const all = [...p1.rows, ...(await page(2)).rows, ...p3.rows].map((r) => r.hid);
    expect(new Set(all)).toEqual(new Set(hids()));
    expect(p1.rows[0]).toMatchObject({
      name: dubaiInventory().find((h) => t.app.ids.encodeId('hotel', h.hid) === p1.rows[0]!.hid)?.name.en,
    });
    const ids = await t.app.inject({ method: 'GET', url: '/api/v1/hotels/favourites/ids', headers: s.bearer });
    expect(new Set((ids.json() as { hids: string[] }).hids)).toEqual(new Set(hids()));

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/favourites/${hids()[1]}`, headers: s.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/favourites/${hids()[1]}`, headers: s.headers }))
        .statusCode,
    ).toBe(200);
    expect((await page(1)).count).toBe(4);
  });

  it('keeps each user’s favourites to that user and asks visitors to sign in', async () => {
    const a = await createUserSession(t.app);
    const b = await createUserSession(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/favourites',
      headers: a.headers,
      payload: { hid: hids()[2] },
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/hotels/favourites', headers: { cookie: b.cookie } })
    ).json() as FavouritesResponse;
    expect(mine.favourites.count).toBe(0);
    // b removing a's favourite changes nothing of a's.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/hotels/favourites/${hids()[2]}`, headers: b.headers });
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/v1/hotels/favourites', headers: { cookie: a.cookie } })
    ).json() as FavouritesResponse;
    expect(theirs.favourites.count).toBe(1);
    for (const req of [
      { method: 'GET' as const, url: '/api/v1/hotels/favourites' },
      { method: 'POST' as const, url: '/api/v1/hotels/favourites', payload: { hid: hids()[0] } },
      { method: 'DELETE' as const, url: `/api/v1/hotels/favourites/${hids()[0]}` },
    ]) {
      const res = await t.app.inject(req);
      expect(res.statusCode).toBe(401);
    }
    // A cookie write without the CSRF token is refused.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/favourites',
          headers: { cookie: a.cookie },
          payload: { hid: hids()[0] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('rejects bad ids and unknown hotels', async () => {
    const s = await createUserSession(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/favourites',
      headers: s.headers,
      payload: { hid: '123' },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'Invalid id' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/hotels/favourites',
      headers: s.headers,
      payload: { hid: t.app.ids.encodeId('hotel', 42) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/hotels/favourites', headers: s.headers, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/hotels/favourites?page=0', headers: { cookie: s.cookie } }))
        .statusCode,
    ).toBe(400);
  });
});
