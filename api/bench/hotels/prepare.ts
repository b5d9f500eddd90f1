// Creates the benchmark database: 10 000 generated hotels and 60 nights of bookings on top of the
// price calendar (about one room-night in twelve carry bookings or overrides, so search reads real rows).
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { supplyRoomNights } from '../../src/db/schema';
import { addDays, dubaiToday } from '../../src/providers/hotel-supply/dates';
import { upsertSupplyHotels } from '../../src/providers/hotel-supply/db-catalog';
import { generateHotels } from '../../src/providers/hotel-supply/generate-large';
import { nightlyAllotment } from '../../src/providers/hotel-supply/price-calendar';
import { createRng } from '../../src/providers/hotel-supply/seeded-random';
import { pgAdmin, withDatabaseName } from '../../test/pg-admin';

// The harness (scripts/bench) names the database; alone, the hotels benchmark uses its own.
export const BENCH_DB = process.env.BENCH_DB ?? 'jad_bench_hotels';
export const HOTELS = 10_000;
export const NIGHTS = 60;

export const benchUrl = (adminUrl: string): string => withDatabaseName(adminUrl, BENCH_DB);

export async function dropBenchDatabase(adminUrl: string): Promise<void> {
  await pgAdmin(adminUrl, `drop database if exists ${BENCH_DB} with (force)`);
}

export async function prepareBenchDatabase(adminUrl: string, log: (m: string) => void = console.log): Promise<string> {
  await dropBenchDatabase(adminUrl);
  await pgAdmin(adminUrl, `create database ${BENCH_DB}`);
  const url = benchUrl(adminUrl);
  const database = await createDatabase({ databaseUrl: url, pgliteDir: 'memory://' });
  try {
    await migrate(database);
    const started = Date.now();
    const hotels = generateHotels(HOTELS, 'bench');
    await database.db.transaction((tx) => upsertSupplyHotels(tx, hotels));
    log(`${HOTELS} hotels in ${Date.now() - started} ms`);

    const rng = createRng('bench-bookings');
    const today = dubaiToday(new Date());
    const rows: (typeof supplyRoomNights.$inferInsert)[] = [];
    for (const h of hotels) {
      for (const rt of h.roomTypes) {
        for (let d = 1; d <= NIGHTS; d++) {
          if (!rng.chance(0.08)) continue;
          const night = addDays(today, d);
          const allotment = nightlyAllotment(h, rt, night);
          rows.push({
            hotelId: h.id,
            roomTypeId: rt.id,
            night,
            booked: Math.min(allotment, rng.int(0, 3)),
            ...(rng.chance(0.05) ? { priceOverrideMinor: rng.int(200, 2000) * 100 } : {}),
          });
        }
      }
    }
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 2000) await tx.insert(supplyRoomNights).values(rows.slice(i, i + 2000));
    });
    await database.db.execute(sql.raw('analyze'));
    log(`${rows.length} booked or overridden room-nights over ${NIGHTS} nights in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
  return url;
}
