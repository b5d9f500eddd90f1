import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { createTestDatabase, type TestDatabase, type TestUserSession } from './helpers';

/** The legs a two-instance test runs on: PGlite always; PostgreSQL, and PostgreSQL + Redis, when configured. */
export type InstanceLeg = 'pglite' | 'postgres' | 'postgres+redis';

export function instanceLegs(): InstanceLeg[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  return ['pglite', 'postgres', ...(process.env.TEST_REDIS_URL ? (['postgres+redis'] as const) : [])];
}

export interface TwoInstances {
  /** A and B, as two processes behind a load balancer. */
  apps: [App, App];
  /** Their http addresses (only when started with `listen`). */
  bases: string[];
  testDb: TestDatabase;
  stop(): Promise<void>;
}

/**
 * Two api instances on one test database (and, on the last leg, one Redis). PostgreSQL: each with its own pool and
 * LISTEN connections, as in production. PGlite lives in one process, so its two instances share the database and
 * its in-process notifications.
 */
export async function startTwoInstances(
  leg: InstanceLeg,
  { env = {}, listen = true }: { env?: Record<string, string>; listen?: boolean } = {},
): Promise<TwoInstances> {
  const testDb = await createTestDatabase(leg === 'pglite' ? 'pglite' : 'postgres');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-instances-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PGLITE_DIR: 'memory://',
      DATABASE_URL: testDb.databaseUrl,
      REDIS_URL: leg === 'postgres+redis' ? process.env.TEST_REDIS_URL : undefined,
      WEB_ROOT: scratch,
      UPLOADS_DIR: scratch,
      ...env,
    },
    { repoRoot: path.resolve(__dirname, '../..') },
  );
  const second = leg === 'pglite' ? testDb.database : await createDatabase(config, { poolMax: 4 });
  const apps: [App, App] = [
    await buildApp({ config, database: testDb.database }),
    await buildApp({ config, database: second }),
  ];
  const bases: string[] = [];
  for (const app of apps) {
    if (!listen) {
      await app.ready();
      continue;
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    bases.push(`http://127.0.0.1:${address.port}`);
  }
  return {
    apps,
    bases,
    testDb,
    async stop() {
      for (const app of apps) await app.close();
      if (second !== testDb.database) await second.close();
      await testDb.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** A Server-Sent Events client over a real socket: every event received, and a wait for the next matching one. */
export function openSseClient(url: string, who: TestUserSession) {
  const events: SseEvent[] = [];
  const unread: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let statusCode = 0;
  let ended = false;
  const req = http.get(url, { headers: { ...who.headers, accept: 'text/event-stream' } }, (res) => {
    statusCode = res.statusCode ?? 0;
    let buffer = '';
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
        events.push(event);
        const i = waiters.findIndex((w) => w.match(event));
        const [waiter] = i >= 0 ? waiters.splice(i, 1) : [];
        if (waiter) waiter.resolve(event);
        else unread.push(event);
      }
    });
    res.on('end', () => (ended = true));
  });
  req.on('error', () => (ended = true));
  return {
    get statusCode() {
      return statusCode;
    },
    get ended() {
      return ended;
    },
    /** Every event received so far, in order. */
    events,
    /** The next event (already received or still to come) that matches; fails the test after 10 s. */
    next(match: (e: SseEvent) => boolean): Promise<SseEvent> {
      const i = unread.findIndex(match);
      const [found] = i >= 0 ? unread.splice(i, 1) : [];
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event within 10 s')), 10_000);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    /** The events no `next` has taken. */
    pending: () => unread,
    close: () => req.destroy(),
  };
}
