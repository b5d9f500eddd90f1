import { and, eq } from 'drizzle-orm';
import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { activities, notifications, planItems, planMembers } from '../../db/schema';
import type { PlanMembersList, SharedPlansPage } from './members/types';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

// Plans together: the owner lets people in by username or link as viewer or editor; editors change the
// activities, viewers only read; two people changing one day at once both land, or one gets 409 — never a
// silent overwrite. Through the real routes, on PGlite and (TEST_DATABASE_URL) PostgreSQL.
describe.each(dbKinds())('plans together on %s', (kind) => {
  let t: TestApp;
  let museums: string[];

  beforeAll(async () => {
    t = await createPlansApp(kind);
    const rows = await t.db
      .select({ id: activities.activityId })
      .from(activities)
      .where(eq(activities.mainCategory, 'museums'))
      .limit(6);
    museums = rows.map((r) => t.app.ids.encodeId('activity', r.id));
  });
  afterAll(() => t?.close());

  async function ownPlan(s: TestUserSession): Promise<PlanDetail> {
    const res = await call<PlanDetail>(
      t,
      'POST',
      '/plans',
      questionnaire({ mode: 'own', interests: [], free_time: [] }),
      s.headers,
    );
    expect(res.status).toBe(201);
    return res.body;
  }
  const invite = (owner: TestUserSession, pid: string, who: TestUserSession, role: 'viewer' | 'editor') =>
    call<PlanMembersList>(t, 'POST', '/plans/members', { pid, username: who.user.username, role }, owner.headers);
  const itemsOf = (pid: string) =>
    t.db
      .select()
      .from(planItems)
      .where(eq(planItems.planId, t.app.ids.decodeId('plan', pid)));
  const notificationsOf = (userId: number, type: 'PLAN_INVITE' | 'PLAN_CHANGED') =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('invites by username as editor: the editor adds, moves and removes; everyone else is told', async () => {
    const [owner, editor] = [await createUserSession(t.app), await createUserSession(t.app)];
    const plan = await ownPlan(owner);
    const pid = plan.user_plan_id;

    const invited = await invite(owner, pid, editor, 'editor');
    expect(invited.status).toBe(200);
    expect(invited.body.members.map((m) => [m.user.username, m.role])).toEqual([
      [owner.user.username, 'owner'],
      [editor.user.username, 'editor'],
    ]);
    expect(await notificationsOf(editor.user.id, 'PLAN_INVITE')).toHaveLength(1);

    const seen = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, editor.headers);
    expect(seen.body).toMatchObject({ my_role: 'editor', is_owner: false });

    const added = await call<PlanDetail>(
      t,
      'POST',
      '/plans/items',
      { pid, acid: museums[0], date: plan.start_date },
      editor.headers,
    );
    expect(added.status).toBe(200);
    const item = added.body.days[0]!.items[0]!;
    const moved = await call<PlanDetail>(
      t,
      'PUT',
      '/plans/items',
      { pid, item_id: item.item_id, date: plan.end_date },
      editor.headers,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.days.at(-1)!.items.map((i) => i.item_id)).toEqual([item.item_id]);
    expect(moved.body.version).toBeGreaterThan(added.body.version);
    // Ten changes in a row are one unseen line in the owner's drawer.
    expect(await notificationsOf(owner.user.id, 'PLAN_CHANGED')).toHaveLength(1);
    const removed = await call(t, 'DELETE', '/plans/items', { pid, item_id: item.item_id }, editor.headers);
    expect(removed.status).toBe(200);
    expect(await itemsOf(pid)).toHaveLength(0);

    // The editor cannot manage people, rename or delete: those stay the owner's.
    expect((await call(t, 'PUT', '/plans', { pid, name: 'Mine' }, editor.headers)).status).toBe(403);
    expect((await invite(editor, pid, await createUserSession(t.app), 'viewer')).status).toBe(403);
    expect((await call(t, 'DELETE', '/plans', { pid }, editor.headers)).status).toBe(403);
  });

  it('a viewer reads but cannot write (403); a removed member loses access at once (404)', async () => {
    const [owner, viewer] = [await createUserSession(t.app), await createUserSession(t.app)];
    const plan = await ownPlan(owner);
    const pid = plan.user_plan_id;
    expect((await invite(owner, pid, viewer, 'viewer')).status).toBe(200);

    expect((await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, viewer.headers)).body.my_role).toBe('viewer');
    const write = await call(
      t,
      'POST',
      '/plans/items',
      { pid, acid: museums[0], date: plan.start_date },
      viewer.headers,
    );
    expect(write).toMatchObject({ status: 403, body: { code: 'not_your_plan' } });
    expect(await itemsOf(pid)).toHaveLength(0);

    // Promoted to editor, the same write lands.
    const promoted = await call<PlanMembersList>(
      t,
      'PUT',
      '/plans/members',
      { pid, username: viewer.user.username, role: 'editor' },
      owner.headers,
    );
    expect(promoted.body.members[1]).toMatchObject({ role: 'editor' });
    expect(
      (await call(t, 'POST', '/plans/items', { pid, acid: museums[0], date: plan.start_date }, viewer.headers)).status,
    ).toBe(200);

    const removed = await call<PlanMembersList>(
      t,
      'DELETE',
      '/plans/members',
      { pid, username: viewer.user.username },
      owner.headers,
    );
    expect(removed.body.members).toHaveLength(1);
    expect((await call(t, 'POST', '/plans/fetch', { pid }, viewer.headers)).status).toBe(404);
    expect(
      (await call(t, 'POST', '/plans/items', { pid, acid: museums[1], date: plan.start_date }, viewer.headers)).status,
    ).toBe(404);
  });

  it('invite links: create, join with its role, revoke (then refused); members may leave; shared with me', async () => {
    const [owner, friend, late] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const plan = await ownPlan(owner);
    const pid = plan.user_plan_id;
    const made = await call<PlanMembersList>(t, 'POST', '/plans/invite-links', { pid, role: 'editor' }, owner.headers);
    const token = made.body.links[0]!.link_id;

    const joined = await call(t, 'POST', '/plans/invite-links/accept', { token }, friend.headers);
    expect(joined).toMatchObject({ status: 200, body: { user_plan_id: pid, role: 'editor' } });
    expect(await t.db.select().from(planMembers).where(eq(planMembers.userId, friend.user.id))).toMatchObject([
      { role: 'editor' },
    ]);
    const shared = await call<SharedPlansPage>(t, 'POST', '/plans/shared-with-me', {}, friend.headers);
    expect(shared.body).toMatchObject({ count: 1, rows: [{ user_plan_id: pid, my_role: 'editor' }] });
    expect(shared.body.rows[0]!.owner.username).toBe(owner.user.username);

    // Members see who is in the plan, not the links.
    const asFriend = await call<PlanMembersList>(t, 'POST', '/plans/members/fetch', { pid }, friend.headers);
    expect(asFriend.body).toMatchObject({ my_role: 'editor', links: [] });

    await call(t, 'DELETE', '/plans/invite-links', { pid, link_id: token }, owner.headers);
    const refused = await call(t, 'POST', '/plans/invite-links/accept', { token }, late.headers);
    expect(refused).toMatchObject({ status: 404, body: { code: 'plan_invite_link_invalid' } });
    const forged = await call(t, 'POST', '/plans/invite-links/accept', { token: 'not-a-token' }, late.headers);
    expect(forged).toMatchObject({ status: 400, body: { code: 'plan_invite_link_invalid' } });

    expect((await call(t, 'POST', '/plans/members/leave', { pid }, friend.headers)).status).toBe(200);
    expect((await call(t, 'POST', '/plans/fetch', { pid }, friend.headers)).status).toBe(404);
    expect((await call(t, 'POST', '/plans/members/leave', { pid }, owner.headers)).body).toMatchObject({
      code: 'plan_owner_cannot_leave',
    });
  });

  it('names field and code for a bad invite (unknown username, yourself, a bad role)', async () => {
    const owner = await createUserSession(t.app);
    const { user_plan_id: pid } = await ownPlan(owner);
    const unknown = await call(
      t,
      'POST',
      '/plans/members',
      { pid, username: 'nobody_here_x', role: 'viewer' },
      owner.headers,
    );
    expect(unknown).toMatchObject({ status: 404, body: { code: 'plan_member_user_not_found' } });
    expect((await invite(owner, pid, owner, 'editor')).body).toMatchObject({ code: 'plan_member_self' });
    const badRole = await call(t, 'POST', '/plans/members', { pid, username: 'x', role: 'admin' }, owner.headers);
    expect(badRole.status).toBe(400);
    // The invite search finds people by the start of their username, leaving out who is in already.
    const friend = await createUserSession(t.app);
    const search = (q: string) =>
      call<{ rows: Array<{ username: string }> }>(t, 'POST', '/plans/members/search', { pid, q }, owner.headers);
    expect((await search(friend.user.username.slice(0, 9))).body.rows.map((r) => r.username)).toContain(
      friend.user.username,
    );
    await invite(owner, pid, friend, 'viewer');
    expect((await search(friend.user.username)).body.rows).toEqual([]);
    expect((await call(t, 'POST', '/plans/members/search', { pid, q: 'user' }, friend.headers)).status).toBe(403);
  });

  it('two people adding to the same day at once: both activities land', async () => {
    const [owner, editor] = [await createUserSession(t.app), await createUserSession(t.app)];
    const plan = await ownPlan(owner);
    const pid = plan.user_plan_id;
    await invite(owner, pid, editor, 'editor');
    const date = plan.start_date;
    const results = await Promise.all([
      call(t, 'POST', '/plans/items', { pid, acid: museums[0], date }, owner.headers),
      call(t, 'POST', '/plans/items', { pid, acid: museums[1], date }, editor.headers),
      call(t, 'POST', '/plans/items', { pid, acid: museums[2], date }, editor.headers),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await itemsOf(pid)).toHaveLength(3);
    const after = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, owner.headers);
    expect(after.body.days[0]!.version).toBe(3);
  });

  it('two reorders of one day from the same version: one lands, the other gets 409 and retries on fresh data', async () => {
    const [owner, editor] = [await createUserSession(t.app), await createUserSession(t.app)];
    const plan = await ownPlan(owner);
    const pid = plan.user_plan_id;
    await invite(owner, pid, editor, 'editor');
    const date = plan.start_date;
    for (const acid of museums.slice(0, 3))
      expect((await call(t, 'POST', '/plans/items', { pid, acid, date }, owner.headers)).status).toBe(200);
    const before = (await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, owner.headers)).body.days[0]!;
    const ids = before.items.map((i) => i.item_id);
    const mine = [ids[2]!, ids[0]!, ids[1]!];
    const theirs = [ids[1]!, ids[2]!, ids[0]!];
    const [a, b] = await Promise.all([
      call(t, 'PUT', '/plans/items/order', { pid, date, item_ids: mine, day_version: before.version }, owner.headers),
      call(
        t,
        'PUT',
        '/plans/items/order',
        { pid, date, item_ids: theirs, day_version: before.version },
        editor.headers,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ code: 'plan_order_stale' });
    const winnerOrder = a.status === 200 ? mine : theirs;
    const now = (await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid }, owner.headers)).body.days[0]!;
    expect(now.items.map((i) => i.item_id)).toEqual(winnerOrder);
    // The loser retries on the fresh day: its order lands too.
    const retryOrder = a.status === 409 ? mine : theirs;
    const retried = await call<PlanDetail>(
      t,
      'PUT',
      '/plans/items/order',
      { pid, date, item_ids: retryOrder, day_version: now.version },
      a.status === 409 ? owner.headers : editor.headers,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.days[0]!.items.map((i) => i.item_id)).toEqual(retryOrder);
  });
});
