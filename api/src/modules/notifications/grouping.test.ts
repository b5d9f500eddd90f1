import { and, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { notifications } from '../../db/schema';
import { call, createPost } from '../social/test-utils';
import type { PublicComment } from '../social/types';
import type { NotificationsList } from './types';

// Notifications of the same kind on the same post are shown as one group ("Omar and 4 others liked your post"),
// grouped at read time (queries.ts): the rows stay one per action.
describe.each(dbKinds())('grouped notifications on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const fetchAll = async (who: TestUserSession, body: Record<string, unknown> = {}) => {
    const res = await call(t.app, 'POST', '/notifications/fetch-all', who, body);
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationsList;
  };
  const people = (n: number) => Promise.all(Array.from({ length: n }, () => createUserSession(t.app)));

  it('shows likes on one post as one group, newest actor first, with one unseen count', async () => {
    const [ann, ben, cat, dan, eve, fay] = await people(6);
    const post = await createPost(t.app, ann!);
    const other = await createPost(t.app, ann!);
    const comment = (
      await call(t.app, 'POST', '/comments', ann!, { post_id: post.post_id, body: 'Mine' })
    ).json() as PublicComment;
    for (const fan of [ben!, cat!, dan!]) await call(t.app, 'POST', '/likes', fan, { post_id: post.post_id });
    await call(t.app, 'POST', '/likes', ben!, { comment_id: comment.comment_id });
    await call(t.app, 'POST', '/likes', eve!, { post_id: other.post_id });
    await call(t.app, 'POST', '/follows', fay!, { followed_uuid: ann!.user.uuid });

    const page = await fetchAll(ann!);
    expect(page.rows.map((r) => [r.type, r.user_with_action?.uuid, r.others_count, r.post?.post_id ?? null])).toEqual([
      ['FOLLOW', fay!.user.uuid, 0, null],
      ['LIKE', eve!.user.uuid, 0, other.post_id],
      ['COMMENT_LIKE', ben!.user.uuid, 0, post.post_id],
      ['LIKE', dan!.user.uuid, 2, post.post_id], // Dan and 2 others
    ]);
    expect(page).toMatchObject({ count: 4, unseen: 4 });
    expect((await fetchAll(ann!, { checkSeen: true })).count).toBe(4);
    // the rows stay one per like
    const likeRows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ann!.user.id), eq(notifications.type, 'LIKE')));
    expect(likeRows).toHaveLength(4);

    // opening the group marks all of it seen: one fewer unseen
    const group = page.rows[3]!;
    const marked = await call(t.app, 'PUT', '/notifications', ann!, { notification_id: group.notification_id });
    expect(marked.json()).toMatchObject({ is_seen: true, unseen: 3 });
    const seenRows = await t.db
      .select({ seen: notifications.isSeen, postId: notifications.postId })
      .from(notifications)
      .where(and(eq(notifications.userId, ann!.user.id), eq(notifications.type, 'LIKE')));
    expect(seenRows.filter((r) => r.seen)).toHaveLength(3);

    // a new like heads the group again, unseen, and moves it to the top
    const [gus] = await people(1);
    await call(t.app, 'POST', '/likes', gus!, { post_id: post.post_id });
    const again = await fetchAll(ann!);
    expect(again.rows[0]).toMatchObject({
      type: 'LIKE',
      user_with_action: { uuid: gus!.user.uuid },
      others_count: 3,
      is_seen: false,
    });
    expect(again).toMatchObject({ count: 4, unseen: 4 });
    // taking it back leaves the group as it was, seen
    await call(t.app, 'DELETE', '/likes', gus!, { post_id: post.post_id });
    const back = await fetchAll(ann!);
    expect(back.rows.find((r) => r.type === 'LIKE' && r.post?.post_id === post.post_id)).toMatchObject({
      user_with_action: { uuid: dan!.user.uuid },
      others_count: 2,
      is_seen: true,
    });
    expect(back.unseen).toBe(3);
  });

  it('pages through groups without a repeat or a gap', async () => {
    const [ann, ...fans] = await people(5);
    const posts = [];
    for (let i = 0; i < 4; i++) posts.push(await createPost(t.app, ann!));
    // every fan likes every post: 16 rows, 4 groups of 4 people
    for (const post of posts)
      for (const fan of fans) await call(t.app, 'POST', '/likes', fan, { post_id: post.post_id });
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = await fetchAll(ann!, { page: pageNo, limit: 2 });
      expect(page.count).toBe(4);
      seen.push(...page.rows.map((r) => r.post!.post_id));
      for (const r of page.rows) expect(r.others_count).toBe(3);
    }
    expect(seen).toEqual(posts.map((p) => p.post_id).reverse());
  });
});
