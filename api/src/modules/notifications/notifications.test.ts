import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { call, createPost } from '../social/test-utils';
import type { PublicComment, PublicQuestion } from '../social/types';
import { createNotification } from './service';
import type { NotificationsList } from './types';

describe.each(dbKinds())('notifications api on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const fetchAll = async (who: Parameters<typeof call>[3], body: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/notifications/fetch-all', who, body);
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationsList;
  };

  it('creates every social type from the event that causes it, newest first, with the spec fields', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    const post = await createPost(t.app, ann);
    await call(t.app, 'POST', '/follows', ben, { followed_uuid: ann.user.uuid }); // FOLLOW → ann
    await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id }); // LIKE → ann
    const comment = (
      await call(t.app, 'POST', '/comments', ben, { post_id: post.post_id, body: 'Lovely' })
    ).json() as PublicComment; // COMMENT → ann
    await call(t.app, 'POST', '/comments', ann, {
      post_id: post.post_id,
      body: 'Thanks!',
      parent_id: comment.comment_id,
    }); // COMMENT_REPLY → ben
    const question = (
      await call(t.app, 'POST', '/questions', ben, { post_id: post.post_id, body: 'When?' })
    ).json() as PublicQuestion; // QUESTION → ann
    await call(t.app, 'POST', '/answers', ann, { question_id: question.question_id, body: 'In May' }); // ANSWER → ben
    // the other domains write theirs through createNotification
    await t.db.transaction(async (tx) => {
      await createNotification(tx, { recipientId: ann.user.id, actorId: null, type: 'NEW_PLAN', userPlanId: 12 });
      await createNotification(tx, {
        recipientId: ann.user.id,
        actorId: null,
        type: 'HOTEL_ORDER_CANCEL',
        orderUuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc',
      });
    });

    const forAnn = await fetchAll(ann);
    expect(forAnn.rows.map((n) => n.type)).toEqual([
      'HOTEL_ORDER_CANCEL',
      'NEW_PLAN',
      'QUESTION',
      'COMMENT',
      'LIKE',
      'FOLLOW',
    ]);
    expect(forAnn).toMatchObject({ count: 6, page: 1, unseen: 6 });
    const like = forAnn.rows.find((n) => n.type === 'LIKE');
    expect(like).toMatchObject({
      notification_id: expect.any(String),
      is_seen: false,
      is_followed: false,
      createdAt: expect.any(String),
      user: { uuid: ann.user.uuid },
      user_with_action: {
        uuid: ben.user.uuid,
        username: ben.user.username,
        first_name: 'Test',
        profile: { profile_picture: null },
      },
      post: { post_id: post.post_id, PostMedia: [] },
      user_plan: null,
      order: null,
    });
    expect(forAnn.rows.find((n) => n.type === 'NEW_PLAN')?.user_plan).toEqual({
      user_plan_id: t.app.ids.encodeId('plan', 12),
    });
    expect(forAnn.rows.find((n) => n.type === 'HOTEL_ORDER_CANCEL')?.order).toEqual({
      uuid: '3f1c2e4a-1b2c-4d5e-8f90-123456789abc',
      kind: null,
      title: null,
      title_ar: null,
    }); // no such order: no name
    expect((await fetchAll(ben)).rows.map((n) => n.type)).toEqual(['ANSWER', 'COMMENT_REPLY']);
    // following back shows on the FOLLOW row
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid });
    expect((await fetchAll(ann)).rows.find((n) => n.type === 'FOLLOW')?.is_followed).toBe(true);
  });

  it('pages by 15, counts unseen with checkSeen, marks one and then all seen', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 17; i++)
        await createNotification(tx, { recipientId: ann.user.id, actorId: ben.user.id, type: 'FOLLOW' });
    });
    const page1 = await fetchAll(ann, { limit: 15, page: 1 });
    const page2 = await fetchAll(ann, { limit: 15, page: 2 });
    expect([page1.rows.length, page2.rows.length, page1.count, page2.page]).toEqual([15, 2, 17, 2]);
    expect(new Set([...page1.rows, ...page2.rows].map((n) => n.notification_id)).size).toBe(17);
    expect((await fetchAll(ann)).rows).toHaveLength(15); // the default page size
    expect(await fetchAll(ann, { checkSeen: true })).toEqual({ rows: [], count: 17, page: 1, unseen: 17 });

    const one = await call(t.app, 'PUT', '/notifications', ann, { notification_id: page1.rows[0]!.notification_id });
    expect(one.json()).toMatchObject({ is_seen: true, unseen: 16 });
    expect((await fetchAll(ann, { checkSeen: true })).count).toBe(16);
    expect((await call(t.app, 'PUT', '/notifications/seen', ann)).json()).toEqual({ updated: 16, unseen: 0 });
    expect((await fetchAll(ann, { checkSeen: true })).count).toBe(0);
    expect((await fetchAll(ann)).rows.every((n) => n.is_seen)).toBe(true);
  });

  it('takes `content-type: application/json` with an empty body as no body (the drawer marks all seen so)', async () => {
    const ann = await createUserSession(t.app);
    await createNotification(t.db, { recipientId: ann.user.id, actorId: null, type: 'NEW_PLAN', userPlanId: 3 });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/seen',
      headers: { ...ann.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 1, unseen: 0 }]);
  });

  it("never shows or changes someone else's notifications", async () => {
    const [ann, ben, eve] = await Promise.all([0, 1, 2].map(() => createUserSession(t.app)));
    await createNotification(t.db, { recipientId: ann!.user.id, actorId: ben!.user.id, type: 'FOLLOW' });
    const [mine] = (await fetchAll(ann!)).rows;
    expect((await fetchAll(eve!)).rows).toHaveLength(0);
    const steal = await call(t.app, 'PUT', '/notifications', eve!, { notification_id: mine!.notification_id });
    expect([steal.statusCode, steal.json().message]).toEqual([404, 'Notification not found']);
    await call(t.app, 'PUT', '/notifications/seen', eve!);
    expect((await fetchAll(ann!)).rows[0]!.is_seen).toBe(false);
  });

  it('answers 401 to visitors and 400 to bad input', async () => {
    const ann = await createUserSession(t.app);
    expect((await call(t.app, 'POST', '/notifications/fetch-all', null, {})).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/notifications/seen', null)).statusCode).toBe(401);
    for (const body of [{ limit: 0 }, { limit: 500 }, { page: 0 }, { page: 'two' }, { checkSeen: 'yes' }]) {
      const res = await call(t.app, 'POST', '/notifications/fetch-all', ann, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'PUT', '/notifications', ann, { notification_id: 'forged' })).json().message).toBe(
      'Invalid id',
    );
    expect((await call(t.app, 'PUT', '/notifications', ann, {})).statusCode).toBe(400);
  });
});
