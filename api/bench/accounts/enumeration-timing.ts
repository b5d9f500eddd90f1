// The shared loop of the enumeration timing benches: the real app on PGlite (in memory), N registered e-mails,
// and one route timed for a registered and an unregistered address in turn. Median of N each.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { mailSettled } from '../../src/mail/dispatch';
import { insertUserWithProfile } from '../../src/modules/users/repository';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export interface TimedRoute {
  url: string;
  payload: (email: string) => Record<string, unknown>;
  /** The status both answers must have (the same for both: that is the point). */
  status: number;
}

/** Times `route` for N registered and N unknown e-mails, alternating; resolves to the two medians in ms. */
export async function timeKnownAndUnknown(route: TimedRoute, n: number): Promise<{ known: number; unknown: number }> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-bench-'));
  const database = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  await migrate(database);
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      WEB_ROOT: path.join(scratch, 'web'),
      UPLOADS_DIR: path.join(scratch, 'uploads'),
    },
    { repoRoot: path.resolve(process.cwd(), '..') },
  );
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    for (let i = 0; i < n; i += 1) {
      await database.db.transaction((tx) =>
        insertUserWithProfile(tx, {
          email: `known-${i}@bench.test`,
          username: `known_${i}`,
          firstName: 'K',
          lastName: 'B',
        }),
      );
    }
    const time = async (email: string, i: number) => {
      const start = process.hrtime.bigint();
      const res = await app.inject({
        method: 'POST',
        url: route.url,
        payload: route.payload(email),
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (res.statusCode !== route.status) throw new Error(`${res.statusCode} ${res.body}`);
      // Let the background mail pass finish so it does not weigh on the next request.
      await mailSettled();
      return ms;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < n; i += 1) {
      known.push(await time(`known-${i}@bench.test`, 2 * i));
      unknown.push(await time(`unknown-${i}@bench.test`, 2 * i + 1));
    }
    return { known: median(known), unknown: median(unknown) };
  } finally {
    await app.close();
    await database.close();
  }
}
