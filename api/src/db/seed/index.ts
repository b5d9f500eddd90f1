import type { Db } from '../client';
import { seed as seedAccounts } from '../../modules/accounts/seed';
import { seed as seedActivities } from '../../modules/activities/seed';
import { seed as seedHotels } from '../../modules/hotels/seed';
import { seed as seedSocial } from '../../modules/social/seed';
import { seed as seedPlans } from '../../modules/plans/seed';
import { countUsers } from '../../modules/users/repository';

/** In dependency order: later domains refer to the users, activities and hotels of earlier ones. */
export const DOMAIN_SEEDS: ReadonlyArray<readonly [string, (tx: Db) => Promise<void>]> = [
  ['accounts', seedAccounts],
  ['activities', seedActivities],
  ['hotels', seedHotels],
  ['social', seedSocial],
  ['plans', seedPlans],
];

/**
 * Fills an empty database with demo data, one transaction per domain. Does nothing when there are
 * users already, so restarts and real deployments are never touched. Returns whether it seeded.
 */
export async function seedDemo(db: Db, log: (message: string) => void = () => undefined): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  for (const [name, seed] of DOMAIN_SEEDS) {
    await db.transaction(async (tx) => seed(tx));
    log(`demo data seeded: ${name}`);
  }
  return true;
}
