// Log volume per request at the production default (LOG_LEVEL=info): lines and bytes over a mix of answers
// (200, 201, 400, 404). `npx tsx api/bench/logs/volume.ts [--requests 2000]`
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';
import { at } from '../../src/lib/checked';
import { migrate } from '../../src/db/migrate';
import { createSession } from '../../src/modules/sessions/service';
import { insertUserWithProfile } from '../../src/modules/users/repository';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..');
const n = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 2000;
let lines = 0;
let bytes = 0;
const config = loadConfig(
  {
    NODE_ENV: 'production',
    ID_SECRET: randomBytes(32).toString('base64url'),
    PGLITE_DIR: 'memory://',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
  },
  { repoRoot },
);
const database = await createDatabase(config);
await migrate(database);
const app = await buildApp({
  config,
  database,
  logStream: { write: (line) => ((lines += 1), (bytes += Buffer.byteLength(line))) },
});
await app.ready();
const { user } = await database.db.transaction((tx) =>
  insertUserWithProfile(tx, { email: 'bench@example.test', username: 'bench_logs', firstName: 'B', lastName: 'L' }),
);
const session = await createSession(database.db, user.id, 'bench');
const headers = { cookie: `jad_session=${session.token}`, 'x-csrf-token': session.csrfToken };
const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const mix = [
  () => app.inject({ method: 'GET', url: '/api/v1/health' }),
  () =>
    app.inject({
      method: 'GET',
      url: `/api/v1/hotels/search?dest=jbr&checkin=${day(10)}&checkout=${day(12)}&rooms=2&limit=2`,
    }),
  () => app.inject({ method: 'POST', url: '/api/v1/posts', headers, payload: { caption: 'x'.repeat(500) } }),
  () => app.inject({ method: 'POST', url: '/api/v1/search/users', payload: { query: 'sara\u0000' } }),
  () => app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
];
lines = 0;
bytes = 0;
for (let i = 0; i < n; i += 1) await at(mix, i % mix.length)();
console.log(
  JSON.stringify({ requests: n, lines, bytes, linesPerRequest: lines / n, bytesPerRequest: Math.round(bytes / n) }),
);
await app.close();
await database.close();
