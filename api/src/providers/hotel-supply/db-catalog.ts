// The hotels of the built-in supplier as one in-memory snapshot of the supply_hotels table.
// Hotel content is static (it changes when the inventory is re-imported, not per request), so
// every api instance keeps a copy and checks a cheap version stamp now and then; search, hotel
// pages and the calendar then never parse jsonb on the hot path.
import { count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supplyHotels } from '../../db/schema';
import type { InventoryHotel, SupplierPolicies } from './inventory-types';

export interface CatalogSnapshot {
  /** Changes whenever the table's content does; caches built on a snapshot key on it. */
  version: string;
  hotels: readonly InventoryHotel[];
  byId: ReadonlyMap<string, InventoryHotel>;
  byHid: ReadonlyMap<number, InventoryHotel>;
}

export interface CatalogOptions {
  /** How long a snapshot is trusted before the version stamp is checked again. Default 30 s. */
  refreshMs?: number;
  now?: () => number;
  /** Whose hotels: `built_in` (default) or `etg` (imported content); each supplier's ids mean nothing to the other. */
  source?: string;
}

const EMPTY: CatalogSnapshot = { version: 'empty', hotels: [], byId: new Map(), byHid: new Map() };

function snapshotOf(version: string, hotels: InventoryHotel[]): CatalogSnapshot {
  return {
    version,
    hotels,
    byId: new Map(hotels.map((h) => [h.id, h])),
    byHid: new Map(hotels.map((h) => [h.hid, h])),
  };
}

export class DbHotelCatalog {
  private current: CatalogSnapshot = EMPTY;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<CatalogSnapshot> | null = null;
  private readonly refreshMs: number;
  private readonly now: () => number;
  private readonly source: string;

  constructor(
    private readonly db: Db,
    options: CatalogOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.source = options.source ?? 'built_in';
  }

  /**
   * The current snapshot. Past its refresh interval the table's stamp is checked (and the table
   * reloaded if it changed) in the background, while the snapshot in hand keeps serving; only the
   * very first call waits.
   */
  async snapshot(): Promise<CatalogSnapshot> {
    if (this.now() - this.checkedAt < this.refreshMs) return this.current;
    // One reload at a time: concurrent searches share it instead of each parsing the table.
    this.pending ??= this.reload().finally(() => {
      this.pending = null;
    });
    if (this.current !== EMPTY) {
      this.pending.catch(() => undefined);
      return this.current;
    }
    return this.pending;
  }

  /** Forget the snapshot's freshness, e.g. right after this instance imported hotels. */
  invalidate(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async reload(): Promise<CatalogSnapshot> {
    const ofSource = eq(supplyHotels.source, this.source);
    const [stamp] = await this.db
      .select({ n: count(), latest: max(supplyHotels.updatedAt) })
      .from(supplyHotels)
      .where(ofSource);
    const version = `${stamp?.n ?? 0}:${stamp?.latest ? new Date(stamp.latest).getTime() : 0}`;
    if (version !== this.current.version) {
      const rows = await this.db
        .select({ data: supplyHotels.data, metapolicy: supplyHotels.metapolicy })
        .from(supplyHotels)
        .where(ofSource)
        .orderBy(supplyHotels.hid);
      this.current = snapshotOf(
        version,
        rows.map((r) => {
          const hotel = r.data as unknown as InventoryHotel;
          return r.metapolicy ? { ...hotel, policies: r.metapolicy as unknown as SupplierPolicies } : hotel;
        }),
      );
    }
    this.checkedAt = this.now();
    return this.current;
  }
}

/** A supplier's hotel with what only imported content carries (ETG: its country and policies). */
export interface SupplierHotel {
  hotel: InventoryHotel;
  countryCode: string | null;
  policies: SupplierPolicies | null;
}

/**
 * Writes hotels into supply_hotels (insert or replace by hid), in batches: the built-in hotels (`source`
 * `built_in`) or a supplier's imported content. Run it inside a transaction.
 */
export async function upsertSupplyHotels(
  db: Db,
  hotels: readonly (InventoryHotel | SupplierHotel)[],
  { source = 'built_in', batchSize = 500 }: { source?: string; batchSize?: number } = {},
): Promise<void> {
  for (let i = 0; i < hotels.length; i += batchSize) {
    const batch = hotels.slice(i, i + batchSize).map((entry) => {
      const {
        hotel: h,
        countryCode,
        policies,
      } = 'hotel' in entry ? entry : { hotel: entry, countryCode: null, policies: null };
      return {
        hid: h.hid,
        id: h.id,
        regionId: h.regionId,
        stars: h.stars,
        rating: h.rating.toFixed(1),
        propertyType: h.propertyType,
        latitude: h.latitude,
        longitude: h.longitude,
        nameEn: h.name.en,
        nameAr: h.name.ar,
        data: h as unknown as Record<string, unknown>,
        source,
        countryCode,
        metapolicy: policies as unknown as Record<string, unknown> | null,
      };
    });
    await db
      .insert(supplyHotels)
      .values(batch)
      .onConflictDoUpdate({
        target: supplyHotels.hid,
        set: {
          id: sql`excluded.id`,
          regionId: sql`excluded.region_id`,
          stars: sql`excluded.stars`,
          rating: sql`excluded.rating`,
          propertyType: sql`excluded.property_type`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          nameEn: sql`excluded.name_en`,
          nameAr: sql`excluded.name_ar`,
          data: sql`excluded.data`,
          source: sql`excluded.source`,
          countryCode: sql`excluded.country_code`,
          metapolicy: sql`excluded.metapolicy`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** How many of these hotel ids are stored already (for idempotent seeding). */
export async function countSupplyHotels(db: Db, hids?: readonly number[]): Promise<number> {
  const query = db.select({ n: count() }).from(supplyHotels);
  const [row] = hids ? await query.where(inArray(supplyHotels.hid, [...hids])) : await query;
  return row?.n ?? 0;
}
