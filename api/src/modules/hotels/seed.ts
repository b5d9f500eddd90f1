import type { Db } from '../../db/client';
import { countSupplyHotels, upsertSupplyHotels } from '../../providers/hotel-supply/db-catalog';
import { dubaiInventory } from '../../providers/hotel-supply/dubai-inventory';

/**
 * Loads the built-in supplier's Dubai inventory (316 hotels) into supply_hotels. Runs inside its
 * own transaction, on an empty database only (see db/seed); also safe to call again.
 */
export async function seed(tx: Db): Promise<void> {
  await seedDubaiInventory(tx);
}

/** Inserts the demo hotels unless every one of them is there already. */
export async function seedDubaiInventory(db: Db): Promise<number> {
  const hotels = dubaiInventory();
  if (
    (await countSupplyHotels(
      db,
      hotels.map((h) => h.hid),
    )) === hotels.length
  )
    return 0;
  await upsertSupplyHotels(db, hotels);
  return hotels.length;
}
