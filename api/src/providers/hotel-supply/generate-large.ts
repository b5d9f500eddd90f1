// A large deterministic inventory for benchmarks (hotel search over 10 000 hotels). Same shape
// and areas as the demo data; names get a number once the name combinations run out.
import { DUBAI_AREAS } from './dubai-areas';
import { buildHotel, type BuildContext } from './hotel-builder';
import type { InventoryHotel } from './inventory-types';
import { createRng } from './seeded-random';

export const LARGE_HID_BASE = 20_000_001;

export function generateHotels(n: number, seed: number | string = 1): InventoryHotel[] {
  if (!Number.isInteger(n) || n < 0) throw new Error(`hotel count must be a whole number, got ${n}`);
  const rng = createRng(`jad-large:${seed}`);
  const ctx: BuildContext = {
    usedNames: new Set(),
    usedIds: new Set(),
    hid: LARGE_HID_BASE,
    allowNumberedNames: true,
    nameCounters: new Map(),
  };
  // Areas keep the demo data's proportions, so a region search has realistic selectivity.
  const weights = DUBAI_AREAS.map((a) => [a, a.demoCount] as const);
  const hotels: InventoryHotel[] = new Array(n);
  for (let i = 0; i < n; i++) {
    hotels[i] = buildHotel(rng, rng.weighted(weights), ctx);
    ctx.hid++;
  }
  return hotels;
}
