import type { Db } from '../../db/client';
import { seedSocial } from './seed/seed-social';

/** Demo data of the social domain. Runs inside its own transaction, on an empty database only (see db/seed). */
export async function seed(tx: Db): Promise<void> {
  await seedSocial(tx);
}
