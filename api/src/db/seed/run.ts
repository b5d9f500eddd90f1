// `npm run seed -w @jad/api`: migrate and seed the configured database, then exit.
import { loadConfig } from '../../config';
import { createDatabase } from '../client';
import { migrate } from '../migrate';
import { seedDemo } from './index';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  try {
    await migrate(database, { log: console.log });
    const seeded = await seedDemo(database.db, console.log);
    console.log(seeded ? 'demo data seeded' : 'the database already has users; nothing seeded');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
