// Entry point: config → database → migrations → demo data → app → listen. Closes cleanly on SIGTERM/SIGINT.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { migrate } from './db/migrate';
import { startJobs } from './jobs';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await createDatabase(config);
  const app = await buildApp({ config, database });
  try {
    await migrate(database, { log: (m) => app.log.info(m) });
    if (config.seedDemo) {
      // Dynamic on purpose: the demo seed and its data are a bundle of their own (dist/seed.js), loaded only here.
      const { seedDemo } = await import('./db/seed/index');
      await seedDemo(database.db, (m) => app.log.info(m));
    }
  } catch (error) {
    app.log.error({ err: error }, 'could not prepare the database');
    await database.close();
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // A hung close must not keep the process (and its port) alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  // Scheduled work (account deletion after 24 h): hooks must be added before listening.
  startJobs(app);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `api on ${config.host}:${config.port} (${database.kind}${config.serveWeb ? ', serving the web build' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
