import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestDatabase, createUserSession, type TestDatabase, type TestUserSession } from '../../../test/helpers';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { activities } from '../../db/schema';
import { eventually } from '../../lib/test-utils';
import { allActivities } from '../activities/catalog/catalog';
import { loadCatalog } from '../activities/catalog-loader';
import { questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

// Two api instances on one database (and, on the last leg, one Redis), as behind a load balancer: a change made
// through one reaches the plan streams open on the other, presence is the same on both, and an editor removed
// through A is refused on B at once and their open stream on B ends (access is never cached).
type Leg = 'pglite' | 'postgres' | 'postgres+redis';
const legs: Leg[] = ['pglite'];
if (process.env.TEST_DATABASE_URL)
  legs.push('postgres', ...(process.env.TEST_REDIS_URL ? (['postgres+redis'] as const) : []));

interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A plan stream over a real socket, collecting its events. */
function openStream(base: string, pid: string, who: TestUserSession) {
  const events: LiveEvent[] = [];
  let ended = false;
  const req = http.get(`${base}/api/v1/plans/${pid}/stream`, { headers: { ...who.headers } }, (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
      }
    });
    res.on('end', () => (ended = true));
  });
  req.on('error', () => (ended = true));
  return {
    events,
    get ended() {
      return ended;
    },
    close: () => req.destroy(),
    present: () => {
      const last = events.filter((e) => e.event === 'presence').at(-1);
      return ((last?.data.people as Array<{ username: string }> | undefined) ?? []).map((p) => p.username).sort();
    },
  };
}

describe.each(legs)('plans together across two api instances on %s', (leg) => {
  let testDb: TestDatabase;
  let second: Database;
  let scratch: string;
  let a: App;
  let b: App;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    testDb = await createTestDatabase(leg === 'pglite' ? 'pglite' : 'postgres');
    scratch = mkdtempSync(path.join(os.tmpdir(), 'jad-plans-together-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: testDb.databaseUrl,
        REDIS_URL: leg === 'postgres+redis' ? process.env.TEST_REDIS_URL : undefined,
        WEB_ROOT: scratch,
        UPLOADS_DIR: scratch,
      },
      { repoRoot: path.resolve(__dirname, '../../../..') },
    );
    second = leg === 'pglite' ? testDb.database : await createDatabase(config, { poolMax: 4 });
    [a, b] = [await buildApp({ config, database: testDb.database }), await buildApp({ config, database: second })];
    await a.db.transaction((tx) => loadCatalog(tx, allActivities, { reviews: false }));
    const url = async (app: App) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    [baseA, baseB] = [await url(a), await url(b)];
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (second && second !== testDb?.database) await second.close();
    await testDb?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  const call = <T>(app: App, method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestUserSession, payload: object) =>
    app
      .inject({ method, url: `/api/v1${url}`, headers: who.headers, payload })
      .then((res) => ({ status: res.statusCode, body: res.json<T>() }));

  it('an edit through B reaches the owner’s stream on A; both are present on both; removal ends B at once', async () => {
    const [owner, editor] = [await createUserSession(a), await createUserSession(a)];
    const plan = (
      await call<PlanDetail>(a, 'POST', '/plans', owner, questionnaire({ mode: 'own', interests: [], free_time: [] }))
    ).body;
    const pid = plan.user_plan_id;
    const invited = await call(a, 'POST', '/plans/members', owner, {
      pid,
      username: editor.user.username,
      role: 'editor',
    });
    expect(invited.status).toBe(200);

    const ownerStream = openStream(baseA, pid, owner);
    const editorStream = openStream(baseB, pid, editor);
    try {
      await eventually(() => ownerStream.events.length > 0 && editorStream.events.length > 0, 'both streams open');
      // Presence is shared through Redis (or one process's store); PostgreSQL without Redis keeps it per instance.
      if (leg !== 'postgres') {
        const both = [owner.user.username, editor.user.username].sort();
        await eventually(() => ownerStream.present().join() === both.join(), 'both present on A');
        await eventually(() => editorStream.present().join() === both.join(), 'both present on B');
      }

      const [museum] = await a.db
        .select({ id: activities.activityId })
        .from(activities)
        .where(eq(activities.mainCategory, 'museums'))
        .limit(1);
      const added = await call<PlanDetail>(b, 'POST', '/plans/items', editor, {
        pid,
        acid: a.ids.encodeId('activity', museum!.id),
        date: plan.start_date,
      });
      expect(added.status).toBe(200);
      await eventually(
        () => ownerStream.events.some((e) => e.event === 'plan' && e.data.version === added.body.version),
        'the new version on A',
      );

      const removed = await call(a, 'DELETE', '/plans/members', owner, { pid, username: editor.user.username });
      expect(removed.status).toBe(200);
      // Refused on B at once: no access is cached anywhere.
      const refused = await call(b, 'POST', '/plans/items', editor, {
        pid,
        acid: a.ids.encodeId('activity', museum!.id),
        date: plan.end_date,
      });
      expect(refused.status).toBe(404);
      expect((await call(b, 'POST', '/plans/fetch', editor, { pid })).status).toBe(404);
      await eventually(
        () => editorStream.ended && editorStream.events.some((e) => e.event === 'revoked'),
        'the removed editor’s stream on B ended',
      );
      if (leg !== 'postgres')
        await eventually(() => ownerStream.present().join() === owner.user.username, 'only the owner present on A');
    } finally {
      ownerStream.close();
      editorStream.close();
    }
  });
});
