import { createTestApp, dbKinds, type TestApp } from '../../../../test/helpers';
import { dubaiInventory } from '../../../providers/hotel-supply/dubai-inventory';
import { seedDubaiInventory } from '../seed';

describe.each(dbKinds())('static hotel data and images on %s', (kind) => {
  let t: TestApp;
  const hotel = dubaiInventory()[3];
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDubaiInventory(t.db);
  });
  afterAll(() => t?.close());

  const staticHotel = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/ratehawk/static-hotel', payload });

  it('answers POST /ratehawk/static-hotel by id, hid or opaque hid, in both languages', async () => {
    for (const body of [{ id: hotel!.id }, { hid: hotel!.hid }, { hid: t.app.ids.encodeId('hotel', hotel!.hid) }]) {
      const res = await staticHotel(body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: hotel!.id,
        hid: hotel!.hid,
        name: hotel!.name.en,
        star_rating: hotel!.stars,
      });
    }
    expect((await staticHotel({ id: hotel!.id, language: 'ar' })).json().data.name).toBe(hotel!.name.ar);
  });

  it('answers 400 for bad bodies and 404 for unknown hotels', async () => {
    expect((await staticHotel({})).json()).toMatchObject({ statusCode: 400, message: 'A hotel id is required' });
    expect((await staticHotel({ id: hotel!.id, language: 'fr' })).statusCode).toBe(400);
    expect((await staticHotel({ hid: 'not-an-opaque-id!' })).statusCode).toBe(400);
    expect((await staticHotel({ id: 'no_such_hotel' })).json()).toMatchObject({
      statusCode: 404,
      message: 'No hotels found.',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/ratehawk/static-hotel',
          payload: '[]',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('serves generated pictures, cached for good, and refuses silly sizes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/images/${hotel!.hid}/0/640x400.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.body).toMatch(/^<svg[^>]+width="640"[^>]+height="400"/);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/images/${hotel!.hid}/0/9999x1.svg` })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/hotels/images/${hotel!.hid}/0/640x400.png` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/hotels/images/1/0/640x400.svg' })).statusCode).toBe(404);
  });
});
