import { eq } from 'drizzle-orm';
import { createUserSession, type TestUserSession } from '../../../test/helpers';
import {
  instanceLegs,
  openSseClient,
  startTwoInstances,
  type SseEvent,
  type TwoInstances,
} from '../../../test/two-instances';
import type { App } from '../../app';
import { activities } from '../../db/schema';
import { eventually } from '../../lib/test-utils';
import { allActivities } from '../activities/catalog/catalog';
import { loadCatalog } from '../activities/catalog-loader';
import { questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

// Two api instances on one database (and, on the last leg, one Redis), as behind a load balancer: a change made
// through one reaches the plan streams open on the other, presence is the same on both, and an editor removed
// through A is refused on B at once and their open stream on B ends (access is never cached).

/** A plan's stream, with who it says is present. */
function planStream(base: string, pid: string, who: TestUserSession) {
  const client = openSseClient(`${base}/api/v1/plans/${pid}/stream`, who);
  const data = (e: SseEvent) => e.data as Record<string, unknown>;
  return Object.assign(client, {
    present: () => {
      const last = client.events.filter((e) => e.event === 'presence').at(-1);
      return ((last && (data(last).people as Array<{ username: string }>)) ?? []).map((p) => p.username).sort();
    },
    data,
  });
}

describe.each(instanceLegs())('plans together across two api instances on %s', (leg) => {
  let started: TwoInstances;
  let a: App;
  let b: App;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    started = await startTwoInstances(leg);
    [a, b] = started.apps;
    [baseA = '', baseB = ''] = started.bases;
    await a.db.transaction((tx) => loadCatalog(tx, allActivities, { reviews: false }));
  });

  afterAll(() => started?.stop());

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

    const ownerStream = planStream(baseA, pid, owner);
    const editorStream = planStream(baseB, pid, editor);
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
        () => ownerStream.events.some((e) => e.event === 'plan' && ownerStream.data(e).version === added.body.version),
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
