import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  createUserSession,
  dbKinds,
  type TestDatabase,
  type TestUserSession,
} from '../../../../test/helpers';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import { createDatabase, type Database } from '../../../db/client';
import { createNotification } from '../service';
import type { LiveCountEvent, LiveNotificationEvent } from '../types';

interface SseEvent {
  event: string;
  data: unknown;
}

/** A Server-Sent Events client over plain http: collects events, lets a test wait for the next matching one. */
function openStream(base: string, who: TestUserSession) {
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
          if (i >= 0) waiters.splice(i, 1)[0]!.resolve(event);
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
      if (i >= 0) return Promise.resolve(events.splice(i, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event within 10 s')), 10_000);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
      });
    },
    pending: () => events,
    close: () => req.destroy(),
  };
}

const isCount = (count: number) => (e: SseEvent) => e.event === 'count' && (e.data as LiveCountEvent).count === count;
const isNotification = (type: string) => (e: SseEvent) =>
  e.event === 'notification' && (e.data as LiveNotificationEvent).notification.type === type;

describe.each(dbKinds())('real-time notifications across two api instances on %s', (kind) => {
  let testDb: TestDatabase;
  let second: Database;
  let scratch: string;
  const apps: App[] = [];
  const bases: string[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-realtime-'));
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
    // PostgreSQL: two instances, each with its own pool and listener, as in production. PGlite lives in
    // one process, so its two instances share the database and its in-process notifications.
    second = kind === 'postgres' ? await createDatabase(config, { poolMax: 4 }) : testDb.database;
    for (const database of [testDb.database, second]) {
      const app = await buildApp({ config, database });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      apps.push(app);
      bases.push(`http://127.0.0.1:${address.port}`);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second && second !== testDb?.database) await second.close();
    await testDb?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('pushes a like made through instance A to a stream open on instance B, then the seen count', async () => {
    const [a, b] = apps;
    const [ann, ben] = [await createUserSession(a!), await createUserSession(a!)];
    const stream = openStream(bases[1]!, ann);
    try {
      await stream.next(isCount(0));
      const post = await a!.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: ann.headers,
        payload: { caption: 'Live!' },
      });
      const like = await a!.inject({
        method: 'POST',
        url: '/api/v1/likes',
        headers: ben.headers,
        payload: { post_id: post.json().post_id },
      });
      expect(like.statusCode).toBe(200);

      const pushed = (await stream.next(isNotification('LIKE'))).data as LiveNotificationEvent;
      expect(pushed.count).toBe(1);
      expect(pushed.notification).toMatchObject({
        is_seen: false,
        user_with_action: { uuid: ben.user.uuid },
        post: { post_id: post.json().post_id },
      });

      // marking everything seen through A lowers the badge on B
      expect(
        (await a!.inject({ method: 'PUT', url: '/api/v1/notifications/seen', headers: ann.headers })).statusCode,
      ).toBe(200);
      await stream.next(isCount(0));
      // and the list read through B agrees
      const list = await b!.inject({
        method: 'POST',
        url: '/api/v1/notifications/fetch-all',
        headers: ann.headers,
        payload: { checkSeen: true },
      });
      expect(list.json().count).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('pushes what other domains record (an order notice) and never what a rolled-back transaction wrote', async () => {
    const [a] = apps;
    const dan = await createUserSession(a!);
    const stream = openStream(bases[1]!, dan);
    try {
      await stream.next(isCount(0));
      await a!.db
        .transaction(async (tx) => {
          await createNotification(tx, { recipientId: dan.user.id, actorId: null, type: 'PAID_PLAN', userPlanId: 7 });
          throw new Error('payment failed');
        })
        .catch(() => undefined);
      await a!.db.transaction((tx) =>
        createNotification(tx, {
          recipientId: dan.user.id,
          actorId: null,
          type: 'HOTEL_ORDER',
          orderUuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc',
        }),
      );
      const pushed = (await stream.next((e) => e.event === 'notification')).data as LiveNotificationEvent;
      // the first thing pushed is the committed order notice: the rolled-back plan notice never went out
      expect(pushed.notification).toMatchObject({
        type: 'HOTEL_ORDER',
        order: { uuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc' },
        user_with_action: null,
      });
      expect(pushed.count).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('refuses a visitor', async () => {
    const res = await apps[0]!.inject({ method: 'GET', url: '/api/v1/notifications/stream' });
    expect(res.statusCode).toBe(401);
  });
});
