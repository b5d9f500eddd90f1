import type { Db } from '../../db/client';
import { allActivities } from './catalog/catalog';
import { loadCatalog } from './catalog-loader';

/**
 * Demo data of the activities domain: the 125 hand-written Dubai activities with their branches and
 * generated reviews (dated relative to today). Runs inside its own transaction, on an empty database
 * only (see db/seed). Thumbnails are not stored: GET /activities/images/:slug/:w.svg draws them.
 */
export async function seed(tx: Db): Promise<void> {
  await loadCatalog(tx, allActivities, { reviewSeed: 2026 });
}
