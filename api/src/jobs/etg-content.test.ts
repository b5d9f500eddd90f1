import { eq } from 'drizzle-orm';
import { createTestApp, dbKinds, type TestApp } from '../../test/helpers';
import { scheduledJobs, supplyContentImports } from '../db/schema';
import { BuiltInHotelSupply } from '../providers/hotel-supply/built-in-provider';
import { dubaiInventory } from '../providers/hotel-supply/dubai-inventory';
import { etgContentLine } from '../providers/hotel-supply/etg-fake-serialise';
import { EtgFakeServer } from '../providers/hotel-supply/etg-fake-server';
import { MemoryInventoryStore, MemoryOrderStore } from '../providers/hotel-supply/memory-store';
import { seedDubaiInventory } from '../modules/hotels/seed';
import { inDays } from '../modules/hotels/testing/fixtures';
import type { HotelPageResponse, SearchResponse } from '../modules/hotels/types';
import { ETG_CONTENT_FULL_JOB, ETG_CONTENT_INCREMENTAL_JOB, etgContentIdle, startEtgContent } from './etg-content';
import { jobHandlers, runDueJobs } from '.';

const KEY_ID = '4321';
const KEY = 'etg-test-key-0f9a';
const imported = dubaiInventory().slice(0, 12);
const ETG_NAME = (i: number) => `ETG Content Hotel ${i}`;

describe.each(dbKinds())('switching ETG on, with its content imported, on %s', (kind) => {
  let t: TestApp;
  let fake: EtgFakeServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    // The stand-in prices the whole demo inventory; the dump lists only 12 of its hotels, under other names.
    const provider = new BuiltInHotelSupply({
      inventory: new MemoryInventoryStore(dubaiInventory()),
      orders: new MemoryOrderStore(),
      secret: 'fake-etg-hash-secret',
    });
    fake = await EtgFakeServer.start({ keyId: KEY_ID, key: KEY, provider });
    fake.setContentDump(
      'full',
      imported.map((h, i) =>
        etgContentLine(h, { name: ETG_NAME(i), images: [`https://cdn.test/t/{size}/${h.hid}.jpg`] }),
      ),
      '2026-11-26',
    );
    Object.assign(process.env, {
      ETG_KEY_ID: KEY_ID,
      ETG_KEY: KEY,
      ETG_BASE_URL: fake.url,
      ETG_CONTENT_IMPORT: 'true',
    });
    t = await createTestApp(kind);
    // The demo inventory is in the table too: with ETG on, it must not show.
    await seedDubaiInventory(t.db);
  });
  afterAll(async () => {
    process.env = saved;
    await t?.close();
    await fake?.close();
  });

  it('imports the dump as a job, then search and hotel pages show the supplier hotels with their policies', async () => {
    const now = new Date();
    await startEtgContent(t.app, now);
    await startEtgContent(t.app, now); // a second instance starting: still one job
    const jobs = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, ETG_CONTENT_FULL_JOB));
    expect(jobs).toHaveLength(1);
    expect(await runDueJobs(t.db, jobHandlers(t.app), t.app.log, now)).toBe(1);
    await etgContentIdle(t.app);
    const [run] = await t.db.select().from(supplyContentImports);
    expect(run).toMatchObject({ kind: 'full', status: 'done', upserted: imported.length });
    // The daily incremental follows.
    const next = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.kind, ETG_CONTENT_INCREMENTAL_JOB));
    expect(next).toHaveLength(1);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/hotels/search?dest=dubai&checkin=${inDays(14)}&checkout=${inDays(16)}&limit=50`,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json() as SearchResponse;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(imported.length);
    for (const h of found.hotels) {
      expect(h.name).toMatch(/^ETG Content Hotel \d+$/);
      expect(h.image).toMatch(/^https:\/\/cdn\.test\/t\/\{size\}\//);
    }
    // ETG's region search was asked, for Dubai.
    expect(fake.requests.some((r) => r.endpoint === 'searchRegion' && r.body.region_id === 6053839)).toBe(true);

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/hotels/${found.hotels[0]!.hid}` });
    expect(page.statusCode).toBe(200);
    const { hotel } = page.json() as HotelPageResponse;
    expect(hotel.policies?.items).toEqual(
      expect.arrayContaining([
        {
          section: 'deposit',
          kind: 'breakage',
          inclusion: 'available',
          price: '500.00',
          currency: 'AED',
          price_unit: 'per_stay',
        },
        {
          section: 'extra_bed',
          kind: null,
          inclusion: 'not_included',
          price: '150.00',
          currency: 'AED',
          price_unit: 'per_night',
        },
        // ETG's `unspecified` type is no word to show.
        {
          section: 'pets',
          kind: null,
          inclusion: 'not_included',
          price: '0.00',
          currency: 'AED',
          price_unit: 'unspecified',
        },
        {
          section: 'meal',
          kind: 'breakfast',
          inclusion: 'not_included',
          price: '95.00',
          currency: 'AED',
          price_unit: null,
        },
      ]),
    );
    expect(hotel.policies?.extra_info).toEqual(['A Tourism Dirham fee is paid at the hotel.']);
  });
});
