// The api as the benchmark measures it: the real app (production config, PostgreSQL from
// DATABASE_URL, logs off) plus one bare route answering a constant, in one process of its own.
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL,
  ID_SECRET: 'bench-secret-bench-secret-bench-secret-000',
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = await createDatabase(config);
const app = await buildApp({ config, database });
// The yardstick of design.md §6: same server, same plugins, no database.
app.get('/bench/bare', async () => ({ ok: true, name: 'bare' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
