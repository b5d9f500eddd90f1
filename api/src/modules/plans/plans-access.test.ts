import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { PlanDetail, SharePlanResponse } from './types';

describe.each(dbKinds())("another person's plan on %s", (kind) => {
  let t: TestApp;
  let owner: TestUserSession;
  let stranger: TestUserSession;
  let plan: PlanDetail;
  let acid: string;

  beforeAll(async () => {
    t = await createPlansApp(kind);
    owner = await createUserSession(t.app);
    stranger = await createUserSession(t.app);
    plan = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ name: 'Private trip' }), owner.headers)).body;
    acid = plan.days.flatMap((d) => d.items)[0]!.activity.activity_id;
  });
  afterAll(() => t?.close());

  const pid = () => plan.user_plan_id;
  const firstItem = () => plan.days.flatMap((d) => d.items)[0]!.item_id;
  /** Every write on a plan, as `who` would send it. */
  const writes = (who: Record<string, string>) => [
    call(t, 'PUT', '/plans', { pid: pid(), name: 'Mine now' }, who),
    call(t, 'POST', '/plans/items', { pid: pid(), acid, date: plan.start_date }, who),
    call(t, 'PUT', '/plans/items', { pid: pid(), item_id: firstItem(), date: plan.end_date }, who),
    call(t, 'DELETE', '/plans/items', { pid: pid(), item_id: firstItem() }, who),
    call(t, 'POST', '/plans/share', { pid: pid(), shared: false }, who),
    call(t, 'POST', '/plans/confirm', { pid: pid(), payment_method: 'pm_card_visa' }, who),
    call(t, 'DELETE', '/plans', { pid: pid() }, who),
  ];

  it('is neither visible nor editable by another user, who learns nothing (404)', async () => {
    expect(await call(t, 'POST', '/plans/fetch', { pid: pid() }, stranger.headers)).toMatchObject({
      status: 404,
      body: { message: 'Plan not found.' },
    });
    expect((await call(t, 'GET', `/plans/${pid()}/calendar.ics`, undefined, stranger.headers)).status).toBe(404);
    for (const res of await Promise.all(writes(stranger.headers))) {
      expect(res).toMatchObject({ status: 404, body: { message: 'Plan not found.' } });
    }
    const still = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: pid() }, owner.headers);
    expect(still.body).toMatchObject({ name: 'Private trip', totals: { items: plan.totals.items, paid_items: 0 } });
  });

  it('is hidden from visitors, who must sign in to change anything', async () => {
    expect((await call(t, 'POST', '/plans/fetch', { pid: pid() })).status).toBe(404);
    expect((await call(t, 'GET', `/plans/${pid()}/calendar.ics`)).status).toBe(404);
    for (const res of await Promise.all(writes({})))
      expect(res).toMatchObject({ status: 401, body: { message: 'Sign-in required' } });
  });

  it('once shared, anyone may view it (read only: 403 for changes); unshared, it is hidden again', async () => {
    const shared = await call<SharePlanResponse>(
      t,
      'POST',
      '/plans/share',
      { pid: pid(), shared: true },
      owner.headers,
    );
    expect(shared).toMatchObject({ status: 200, body: { user_plan_id: pid(), is_shared: true } });

    const seen = await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: pid() }, stranger.headers);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ is_owner: false, is_shared: true, name: 'Private trip' });
    expect(seen.body.owner.username).toBe(owner.user.username);
    expect((await call(t, 'POST', '/plans/fetch', { pid: pid() })).status).toBe(200);
    expect((await call(t, 'GET', `/plans/${pid()}/calendar.ics`)).status).toBe(200);

    for (const res of await Promise.all(writes(stranger.headers))) {
      expect(res).toMatchObject({ status: 403, body: { message: 'You can only change your own plan' } });
    }
    expect((await call(t, 'POST', '/plans/share', { pid: pid(), shared: false }, owner.headers)).body).toMatchObject({
      is_shared: false,
    });
    expect((await call(t, 'POST', '/plans/fetch', { pid: pid() }, stranger.headers)).status).toBe(404);
  });

  it('rejects ids that are not plan ids, and items of another plan', async () => {
    expect(await call(t, 'POST', '/plans/fetch', { pid: 'nonsense' }, owner.headers)).toMatchObject({
      status: 400,
      body: { message: 'Invalid id' },
    });
    // An id of another kind never opens a plan.
    const notAPlan = t.app.ids.encodeId('post', t.app.ids.decodeId('plan', pid()));
    expect((await call(t, 'POST', '/plans/fetch', { pid: notAPlan }, owner.headers)).status).toBe(400);
    expect(
      (await call(t, 'POST', '/plans/fetch', { pid: t.app.ids.encodeId('plan', 987_654) }, owner.headers)).status,
    ).toBe(404);
    expect((await call(t, 'POST', '/plans/fetch', {}, owner.headers)).body).toMatchObject({
      message: 'pid is required',
    });

    const mine = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ name: 'Other' }), stranger.headers)).body;
    const theirItem = mine.days.flatMap((d) => d.items)[0]!.item_id;
    // Owner of plan A cannot touch an item of plan B through plan A.
    expect(await call(t, 'DELETE', '/plans/items', { pid: pid(), item_id: theirItem }, owner.headers)).toMatchObject({
      status: 404,
      body: { message: 'This activity is no longer in the plan.' },
    });
    expect(
      (await call<PlanDetail>(t, 'POST', '/plans/fetch', { pid: mine.user_plan_id }, stranger.headers)).body.totals
        .items,
    ).toBe(mine.totals.items);
  });

  it('refuses a cookie write without the CSRF token, and accepts a Bearer token', async () => {
    const forged = await call(t, 'PUT', '/plans', { pid: pid(), name: 'Forged' }, { cookie: owner.cookie });
    expect(forged).toMatchObject({ status: 403, body: { message: 'Invalid CSRF token' } });
    const bearer = await call<PlanDetail>(t, 'PUT', '/plans', { pid: pid(), name: 'Renamed' }, owner.bearer);
    expect(bearer).toMatchObject({ status: 200, body: { name: 'Renamed' } });
  });

  it('exports the plan to a calendar file with one event per activity, in the chosen language', async () => {
    const res = await call(t, 'GET', `/plans/${pid()}/calendar.ics?lang=ar`, undefined, owner.headers);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
    const lines = res.text.replace(/\r\n /g, '').split('\r\n');
    const items = plan.days.flatMap((d) => d.items);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(items.length);
    expect(lines).toContain(`SUMMARY:${items[0]!.activity.name_ar}`);
    expect(lines.some((l) => l.startsWith('URL:http://') && l.endsWith(`/plan?pid=${pid()}`))).toBe(true);
    expect((await call(t, 'GET', `/plans/${pid()}/calendar.ics?lang=fr`, undefined, owner.headers)).status).toBe(400);
    expect((await call(t, 'GET', '/plans/garbage/calendar.ics', undefined, owner.headers)).status).toBe(400);
  });

  it('lets only the owner delete it', async () => {
    const doomed = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ mode: 'own' }), owner.headers)).body;
    expect((await call(t, 'DELETE', '/plans', { pid: doomed.user_plan_id }, stranger.headers)).status).toBe(404);
    expect(await call(t, 'DELETE', '/plans', { pid: doomed.user_plan_id }, owner.headers)).toMatchObject({
      status: 200,
      body: { deleted: true },
    });
    expect((await call(t, 'POST', '/plans/fetch', { pid: doomed.user_plan_id }, owner.headers)).status).toBe(404);
  });
});
