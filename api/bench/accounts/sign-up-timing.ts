// Sign-up timing: does POST /users/sign-up answer a taken e-mail faster or slower than a new one? Both hash the
// password and queue one mail job (a code for the new address, a notice to the owner of the taken one). Median of
// N requests each, alternating, over the real app on PGlite (in memory).
// Run from api/: npx tsx bench/accounts/sign-up-timing.ts [N=60]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { mailSettled } from '../../src/mail/dispatch';
import { insertUserWithProfile } from '../../src/modules/users/repository';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const n = Number(process.argv[2]) || 60;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-bench-'));
  const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(database);
  const config = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_ROOT: path.join(scratch, 'web'), UPLOADS_DIR: path.join(scratch, 'uploads') }, { repoRoot: path.resolve(process.cwd(), '..') });
  const app = await buildApp({ config, database });
  await app.ready();
  const taken: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const email = `taken-${i}@bench.test`;
    await database.db.transaction((tx) => insertUserWithProfile(tx, { email, username: `taken_${i}`, firstName: 'T', lastName: 'B' }));
    taken.push(email);
  }
  const time = async (email: string, i: number) => {
    const start = process.hrtime.bigint();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign-up',
      payload: { email, password: 'a bench passphrase 2026', first_name: 'Bench', last_name: 'Person' },
      remoteAddress: `10.9.${i >> 8}.${i & 255}`,
    });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (res.statusCode !== 202) throw new Error(`${res.statusCode} ${res.body}`);
    // Let the background mail pass finish so it does not weigh on the next request.
    await mailSettled();
    return ms;
  };
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < n; i += 1) {
    a.push(await time(taken[i], 2 * i));
    b.push(await time(`new-${i}@bench.test`, 2 * i + 1));
  }
  console.log(`sign-up, median of ${n}: taken ${median(a).toFixed(2)} ms, new ${median(b).toFixed(2)} ms`);
  await app.close();
  await database.close();
}

void main();
