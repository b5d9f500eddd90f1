import { eq } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../../test/helpers';
import { activities } from '../../db/schema';
import { seed as seedActivities } from '../../modules/activities/seed';
import { seedDubaiInventory } from '../../modules/hotels/seed';
import { dubaiInventory } from '../hotel-supply/dubai-inventory';
import { createDemoMedia, noDemoMedia } from './index';

const subject = { slug: 'dubai-frame', image: { hue: 30, motif: 'tower' as const }, categories: ['views'] };
const hotel = dubaiInventory()[0];

describe('demo media provider', () => {
  it('draws the demo pictures only when the demo is on', async () => {
    const on = createDemoMedia(true);
    expect(await on.activityImage(subject, 0, 640)).toMatch(/^<svg[^>]*width="640"/);
    expect(await on.hotelImage(hotel!, 1, 320, 200)).toMatch(/^<svg/);
    expect(await on.scene('marina', 2)).toMatch(/^<svg/);
    expect(await on.scene('mars', 2)).toBeNull();

    const off = createDemoMedia(false);
    expect(off).toBe(noDemoMedia);
    expect(await off.activityImage(subject, 0, 640)).toBeNull();
    expect(await off.hotelImage(hotel!, 1, 320, 200)).toBeNull();
    expect(await off.scene('marina', 2)).toBeNull();
  });
});

describe.each(dbKinds().slice(0, 1))('demo pictures with SEED_DEMO=false on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Seeded rows but the demo off, as a production deployment would be: the routes answer 404.
    t = await createTestApp(kind, { env: { SEED_DEMO: 'false' } });
    await t.db.transaction((tx) => seedActivities(tx));
    await seedDubaiInventory(t.db);
  }, 90_000);
  afterAll(() => t?.close());

  it('answers 404 for activity, hotel and feed pictures', async () => {
    expect(t.config.seedDemo).toBe(false);
    const urls = [
      '/api/v1/activities/images/burj-khalifa-at-the-top/640.svg',
      '/api/v1/activities/images/burj-khalifa-at-the-top/2/640.svg',
      `/api/v1/hotels/images/${hotel!.hid}/0/640x400.svg`,
      '/api/v1/social/scenes/marina-5.svg',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    // Not because the rows are missing: the activity is there, only its generated picture is not.
    const rows = await t.db.select().from(activities).where(eq(activities.slug, 'burj-khalifa-at-the-top'));
    expect(rows).toHaveLength(1);
  });
});
