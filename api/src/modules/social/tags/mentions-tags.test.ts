import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { mentions, notifications, postTags, posts } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { PublicComment, PublicPost, TagPage } from '../types';

describe.each(dbKinds())('mentions and tags on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const person = (username: string) => createUserSession(t.app, { username });
  const mentionsOf = (who: TestUserSession) =>
    t.db
      .select({ type: notifications.type, actorId: notifications.actorId, postId: notifications.postId })
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'MENTION')));
  const postId = (p: PublicPost) => t.app.ids.decodeId('post', p.post_id);

  it('a caption mentioning people writes the rows and tells each once (not the author, not a ghost)', async () => {
    const [ann, ben, dotted] = [await person('ann_m'), await person('ben_m'), await person('first.last')];
    const post = await createPost(t.app, ann, {
      caption: 'Dinner with @Ben_m, @first.last. and @ann_m and @nobody_here',
    });
    expect(await mentionsOf(ben)).toEqual([{ type: 'MENTION', actorId: ann.user.id, postId: postId(post) }]);
    expect(await mentionsOf(dotted)).toHaveLength(1);
    expect(await mentionsOf(ann)).toEqual([]);
    const rows = await t.db
      .select()
      .from(mentions)
      .where(eq(mentions.postId, postId(post)));
    expect(rows.map((r) => r.mentionedId).sort()).toEqual([ben.user.id, dotted.user.id].sort());
    // an edit tells only the newly mentioned, and forgets those no longer mentioned
    const cat = await person('cat_m');
    await call(t.app, 'PUT', '/posts', ann, { post_id: post.post_id, caption: 'Dinner with @ben_m and @cat_m' });
    expect(await mentionsOf(ben)).toHaveLength(1);
    expect(await mentionsOf(cat)).toHaveLength(1);
    const after = await t.db
      .select()
      .from(mentions)
      .where(eq(mentions.postId, postId(post)));
    expect(after.map((r) => r.mentionedId).sort()).toEqual([ben.user.id, cat.user.id].sort());
    // the notification reads like the others in the drawer
    const drawer = (await call(t.app, 'POST', '/notifications/fetch-all', cat, {})).json();
    expect(drawer.rows[0]).toMatchObject({ type: 'MENTION', post: { post_id: post.post_id } });
  });

  it('comments, questions and answers mention too; the post author mentioned is told once, by the mention', async () => {
    const [ann, ben] = [await person('ann_c'), await person('ben_c')];
    const post = await createPost(t.app, ann, { caption: 'Desert camp' });
    const res = await call(t.app, 'POST', '/comments', ben, { post_id: post.post_id, body: '@ann_c which camp?' });
    expect(res.statusCode).toBe(201);
    const toAnn = () =>
      t.db.select({ type: notifications.type }).from(notifications).where(eq(notifications.userId, ann.user.id));
    expect((await toAnn()).map((n) => n.type)).toEqual(['MENTION']);
    const asked = (
      await call(t.app, 'POST', '/questions', ben, { post_id: post.post_id, body: 'Is it open, @ann_c?' })
    ).json();
    await call(t.app, 'POST', '/answers', ann, { question_id: asked.question_id, body: 'Yes @ben_c, all year' });
    expect((await toAnn()).map((n) => n.type).sort()).toEqual(['MENTION', 'MENTION']);
    expect((await mentionsOf(ben)).length).toBe(1);
    // deleting the comment takes its mention row
    const comment = res.json() as PublicComment;
    await call(t.app, 'DELETE', '/comments', ben, { comment_id: comment.comment_id });
    expect(
      await t.db
        .select()
        .from(mentions)
        .where(and(eq(mentions.source, 'comment'), eq(mentions.authorId, ben.user.id))),
    ).toEqual([]);
  });

  it('a blocked person cannot mention the blocker', async () => {
    const [ann, ben] = [await person('ann_b'), await person('ben_b')];
    await call(t.app, 'POST', '/social/block', ann, { user_uuid: ben.user.uuid, blocked: true });
    await createPost(t.app, ben, { caption: 'hey @ann_b' });
    expect(await mentionsOf(ann)).toEqual([]);
    expect(await t.db.select().from(mentions).where(eq(mentions.mentionedId, ann.user.id))).toEqual([]);
  });

  it('the tag page lists public posts with the tag (any script), newest first, keyset without duplicates', async () => {
    const [ann, ben] = [await person('ann_t'), await person('ben_t')];
    const made: PublicPost[] = [];
    for (let i = 0; i < 7; i++)
      made.push(await createPost(t.app, i % 2 ? ann : ben, { caption: `Day ${i} #دبي #Desert_${i % 3}` }));
    const hidden = made[3]!;
    await t.db
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(eq(posts.id, postId(hidden)));
    const seen: string[] = [];
    let cursor: string | undefined;
    let first: TagPage | null = null;
    for (let i = 0; i < 10; i++) {
      const page = (
        await call(t.app, 'POST', '/tags/posts', null, { tag: '#دبي', limit: 2, cursor })
      ).json() as TagPage;
      first ??= page;
      seen.push(...page.rows.map((p) => p.post_id));
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(first).toMatchObject({ tag: 'دبي', post_count: 6 });
    expect(seen).toEqual(
      made
        .filter((p) => p !== hidden)
        .map((p) => p.post_id)
        .reverse(),
    );
    // the same tag however it was written; a caption edit moves the rows
    const desert0 = (await call(t.app, 'POST', '/tags/posts', null, { tag: 'DESERT_0' })).json() as TagPage;
    expect(desert0.rows.map((p) => p.post_id)).toEqual([made[6]!.post_id, made[0]!.post_id]);
    await call(t.app, 'PUT', '/posts', ben, { post_id: made[0]!.post_id, caption: 'no tags now' });
    expect(
      await t.db
        .select()
        .from(postTags)
        .where(eq(postTags.postId, postId(made[0]!))),
    ).toEqual([]);
    // a member who muted ann does not get her posts there
    const cat = await person('cat_t');
    await call(t.app, 'POST', '/social/mute', cat, { user_uuid: ann.user.uuid, muted: true });
    const forCat = (await call(t.app, 'POST', '/tags/posts', cat, { tag: 'دبي', limit: 30 })).json() as TagPage;
    expect(forCat.rows.every((p) => p.user.uuid === ben.user.uuid)).toBe(true);
    // bad input
    const bad = await call(t.app, 'POST', '/tags/posts', null, { tag: '#not a tag' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_tag']);
    expect((await call(t.app, 'POST', '/tags/posts', null, { tag: 'x', cursor: 'nope' })).statusCode).toBe(400);
  });

  it('searches tags by what they start with, most used first', async () => {
    const ann = await person('ann_s');
    await createPost(t.app, ann, { caption: '#sunset #sunrise' });
    await createPost(t.app, ann, { caption: '#sunset again' });
    const res = (await call(t.app, 'POST', '/tags/search', null, { query: '#Sun' })).json();
    expect(res.rows).toEqual([
      { tag: 'sunset', post_count: 2 },
      { tag: 'sunrise', post_count: 1 },
    ]);
    expect((await call(t.app, 'POST', '/tags/search', null, { query: '#' })).json().rows).toEqual([]);
    expect((await call(t.app, 'POST', '/tags/search', null, { query: 'دب' })).json().rows[0]).toMatchObject({
      tag: 'دبي',
    });
  });
});
