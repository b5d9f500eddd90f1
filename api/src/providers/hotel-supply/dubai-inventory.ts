// The Dubai inventory shipped as demo data: 316 hotels over 13 real neighbourhoods, built from
// seeded generators so every run (and every api instance) sees the very same hotels.
import { DUBAI_AREAS, type AreaSlug } from './dubai-areas';
import { buildHotel, type BuildContext } from './hotel-builder';
import type { InventoryHotel } from './inventory-types';
import { createRng } from './seeded-random';

export const DUBAI_INVENTORY_SEED = 'jad-dubai-inventory-v1';
/** Demo hids start here; the benchmark generator uses another range so both can coexist. */
export const DUBAI_HID_BASE = 8_100_001;

/**
 * Each area draws from its own seeded stream, so changing one area's count leaves the hotels of
 * the other areas untouched.
 */
export function createDubaiInventory(seed: string = DUBAI_INVENTORY_SEED): InventoryHotel[] {
  const ctx: BuildContext = {
    usedNames: new Set(),
    usedIds: new Set(),
    hid: DUBAI_HID_BASE,
    allowNumberedNames: false,
    nameCounters: new Map(),
  };
  const hotels: InventoryHotel[] = [];
  for (const area of DUBAI_AREAS) {
    const rng = createRng(`${seed}:${area.slug}`);
    for (let i = 0; i < area.demoCount; i++) {
      hotels.push(buildHotel(rng, area, ctx));
      ctx.hid++;
    }
  }
  return hotels;
}

let cached: InventoryHotel[] | undefined;

/** The default demo inventory, built once per process. Treat it as read-only. */
export function dubaiInventory(): InventoryHotel[] {
  cached ??= createDubaiInventory();
  return cached;
}

export function countByArea(hotels: readonly InventoryHotel[]): Record<AreaSlug, number> {
  const counts = Object.fromEntries(DUBAI_AREAS.map((a) => [a.slug, 0])) as Record<AreaSlug, number>;
  for (const h of hotels) counts[h.area]++;
  return counts;
}
