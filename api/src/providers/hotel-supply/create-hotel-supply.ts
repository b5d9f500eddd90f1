// Composition of the hotel supply for the api: the ETG v3 adapter when ETG_KEY_ID and ETG_KEY are
// set, the built-in Dubai inventory over the database otherwise.
import { hkdfSync } from 'node:crypto';
import type { Db } from '../../db/client';
import { BuiltInHotelSupply } from './built-in-provider';
import { DbHotelCatalog } from './db-catalog';
import { DbInventoryStore } from './db-inventory-store';
import { DbOrderStore } from './db-order-store';
import { EtgHotelSupply, etgConfigFromEnv } from './etg-adapter';
import { contentRegionIds } from './etg-content-import';
import type { HotelSupplyProvider } from './types';

export interface HotelSupply {
  provider: HotelSupplyProvider;
  /** Hotel content (supply_hotels): search filters, hotel pages, images. */
  catalog: DbHotelCatalog;
  /** The built-in supplier's store when it is the one in use; search prices straight from its calendar. */
  inventory: DbInventoryStore | null;
  /** ETG's content importer's settings when ETG is the supplier (etg-content-import.ts). */
  etgContent: { client: EtgHotelSupply; regionIds: number[] } | null;
}

export interface HotelSupplyOptions {
  /** The api's id secret; the book-hash key is derived from it, so no second secret is needed. */
  idSecret: string;
  env?: Record<string, string | undefined>;
  /** Status checks answering `processing` before a built-in booking settles (ETG books asynchronously). */
  processingPolls?: number;
}

/** A key for one job only, so the id secret itself never signs book hashes. */
export function deriveBookHashSecret(idSecret: string): string {
  return Buffer.from(hkdfSync('sha256', idSecret, 'jad-hotel-supply', 'book-hash hmac key', 32)).toString('base64url');
}

export function createHotelSupply(db: Db, options: HotelSupplyOptions): HotelSupply {
  const env = options.env ?? process.env;
  const etg = etgConfigFromEnv(env);
  if (etg) {
    // With ETG on, search and hotel pages read the hotels imported from its content dump, not the demo inventory.
    const client = new EtgHotelSupply(etg);
    const etgContent = { client, regionIds: contentRegionIds(env) };
    return { provider: client, catalog: new DbHotelCatalog(db, { source: 'etg' }), inventory: null, etgContent };
  }
  const catalog = new DbHotelCatalog(db);
  const inventory = new DbInventoryStore(db, catalog);
  const provider = new BuiltInHotelSupply({
    inventory,
    orders: new DbOrderStore(db),
    secret: deriveBookHashSecret(options.idSecret),
    processingPolls: options.processingPolls ?? 1,
  });
  return { provider, catalog, inventory, etgContent: null };
}
