import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestUserSession } from '../../../../test/helpers';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import { createDatabase, type DbKind } from '../../../db/client';

export interface SseEvent {
  event: string;
  data: unknown;
}

/** A Server-Sent Events client over plain http: collects events, lets a test wait for the next matching one. */
export function openStream(base: string, who: TestUserSession) {
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let buffer = '';
  let statusCode = 0;
  const req = http.get(
    `${base}/api/v1/notifications/stream`,
    { headers: { cookie: who.cookie, accept: 'text/event-stream' } },
    (res) => {
      statusCode = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!name || !data) continue;
          const event = { event: name, data: JSON.parse(data) as unknown };
          const i = waiters.findIndex((w) => w.match(event));
          const [waiter] = i >= 0 ? waiters.splice(i, 1) : [];
          if (waiter) waiter.resolve(event);
          else events.push(event);
        }
      });
    },
  );
  req.on('error', () => undefined);
  return {
    get statusCode() {
      return statusCode;
    },
    /** The next event (already received or still to come) that matches; fails the test after 10 s. */
    next(match: (e: SseEvent) => boolean): Promise<SseEvent> {
      const i = events.findIndex(match);
      const [found] = i >= 0 ? events.splice(i, 1) : [];
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event within 10 s')), 10_000);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    pending: () => events,
    close: () => req.destroy(),
  };
}

/**
 * Two api instances listening on one test database. PostgreSQL: each with its own pool and listener, as in
 * production. PGlite lives in one process, so its two instances share the database and its in-process notifications.
 */
export async function startTwoInstances(
  kind: DbKind,
): Promise<{ apps: App[]; bases: string[]; stop(): Promise<void> }> {
  const testDb = await createTestDatabase(kind);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-realtime-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PGLITE_DIR: 'memory://',
      DATABASE_URL: testDb.databaseUrl,
      WEB_ROOT: scratch,
      UPLOADS_DIR: scratch,
    },
    { repoRoot: path.resolve(__dirname, '../../../../..') },
  );
  const second = kind === 'postgres' ? await createDatabase(config, { poolMax: 4 }) : testDb.database;
  const apps: App[] = [];
  const bases: string[] = [];
  for (const database of [testDb.database, second]) {
    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    apps.push(app);
    bases.push(`http://127.0.0.1:${address.port}`);
  }
  return {
    apps,
    bases,
    async stop() {
      for (const app of apps) await app.close();
      if (second !== testDb.database) await second.close();
      await testDb.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
