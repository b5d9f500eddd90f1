import { eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { postReports, posts } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { FeedPage, PublicPost } from '../types';
import { socialChanges } from '../shared/changes';
import { pendingReview, reviewPost } from './service';

const DAY = 86_400_000;
/** A verified account made `days` ago: the only kind whose reports count. */
const trusted = (days: number) => ({ emailVerifiedAt: new Date(Date.now() - days * DAY), createdAt: new Date(Date.now() - days * DAY) });

describe.each(dbKinds())('reports and moderation on %s', (kind) => {
  let t: TestApp;
  const before = process.env.SOCIAL_REPORT_THRESHOLD;
  beforeAll(async () => {
    process.env.SOCIAL_REPORT_THRESHOLD = '2';
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.SOCIAL_REPORT_THRESHOLD;
    else process.env.SOCIAL_REPORT_THRESHOLD = before;
    await t?.close();
  });

  it('stores one report per person with its reason, and hides the post at the threshold', async () => {
    const ann = await createUserSession(t.app);
    const [ben, cat] = await Promise.all([0, 1].map(() => createUserSession(t.app, trusted(2))));
    const post = await createPost(t.app, ann!, { caption: 'Buy followers cheap!!!' });
    const postId = t.app.ids.decodeId('post', post.post_id);
    const first = await call(t.app, 'POST', '/posts/report', ben!, { post_id: post.post_id, reason: 'spam', details: 'ad' });
    expect(first.json()).toEqual({ post_id: post.post_id, reported: true, hidden: false });
    const twice = await call(t.app, 'POST', '/posts/report', ben!, { post_id: post.post_id, reason: 'scam' });
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'You have already reported this post.']);
    expect(((await call(t.app, 'POST', '/posts/fetch', ben!, { post_id: post.post_id })).json() as PublicPost).reported).toBe(true);

    const second = await call(t.app, 'POST', '/posts/report', cat!, { post_id: post.post_id, reason: 'scam' });
    expect(second.json().hidden).toBe(true);
    const reasons = await t.db.select().from(postReports).where(eq(postReports.postId, postId));
    expect(reasons.map((r) => [r.reason, r.details]).sort()).toEqual([['scam', null], ['spam', 'ad']]);

    // hidden: gone for everyone else (page, feed, likes), still there for its author
    expect((await call(t.app, 'POST', '/posts/fetch', ben!, { post_id: post.post_id })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/likes', cat!, { post_id: post.post_id })).statusCode).toBe(404);
    const feed = (await call(t.app, 'POST', '/posts/fetch-all', null, { limit: 30 })).json() as FeedPage;
    expect(feed.rows.map((p) => p.post_id)).not.toContain(post.post_id);
    const own = (await call(t.app, 'POST', '/posts/fetch', ann!, { post_id: post.post_id })).json() as PublicPost;
    expect(own.is_hidden).toBe(true);

    const pending = await pendingReview(t.db, 50);
    expect(pending.find((p) => p.id === postId)?.reasons).toEqual(expect.arrayContaining(['spam: ad', 'scam']));
    await reviewPost(t.db, { storage: t.app.providers.storage, changes: socialChanges(t.app.bus) }, postId, 'restore');
    expect((await call(t.app, 'POST', '/posts/fetch', ben!, { post_id: post.post_id })).statusCode).toBe(200);
    // a reviewer kept it: more reports do not hide it again
    const dan = await createUserSession(t.app, trusted(2));
    expect((await call(t.app, 'POST', '/posts/report', dan, { post_id: post.post_id, reason: 'other' })).json().hidden).toBe(false);
  });

  it('refuses reporting your own post, unknown reasons, visitors', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann);
    expect((await call(t.app, 'POST', '/posts/report', ann, { post_id: post.post_id, reason: 'spam' })).json().message).toBe('You cannot report your own post');
    const ben = await createUserSession(t.app);
    expect((await call(t.app, 'POST', '/posts/report', ben, { post_id: post.post_id, reason: 'boring' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/posts/report', ben, { post_id: post.post_id, reason: 'spam', details: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/posts/report', null, { post_id: post.post_id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('three fresh or unverified accounts cannot hide a post; verified ones over a day old can, seasoned ones weigh double', async () => {
    const ann = await createUserSession(t.app);
    const post = await createPost(t.app, ann, { caption: 'A perfectly fine sunset' });
    const report = async (reporter: Awaited<ReturnType<typeof createUserSession>>) =>
      (await call(t.app, 'POST', '/posts/report', reporter, { post_id: post.post_id, reason: 'spam' })).json() as { hidden: boolean };
    const fresh = await Promise.all([0, 1, 2].map(() => createUserSession(t.app, { emailVerifiedAt: new Date() })));
    const unverified = await Promise.all([0, 1, 2].map(() => createUserSession(t.app, { createdAt: new Date(Date.now() - 90 * DAY) })));
    for (const reporter of [...fresh, ...unverified]) expect((await report(reporter)).hidden).toBe(false);
    expect((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).statusCode).toBe(200);
    // threshold 2 here: one verified account of two days weighs 1, not enough; a seasoned one (40 days) adds 2
    expect((await report(await createUserSession(t.app, trusted(2)))).hidden).toBe(false);
    expect((await report(await createUserSession(t.app, trusted(40)))).hidden).toBe(true);
    const own = (await call(t.app, 'POST', '/posts/fetch', ann, { post_id: post.post_id })).json() as PublicPost;
    expect(own.is_hidden).toBe(true);
    expect((await call(t.app, 'POST', '/posts/fetch', null, { post_id: post.post_id })).statusCode).toBe(404);
    const postId = t.app.ids.decodeId('post', post.post_id);
    const [row] = await t.db.select({ n: posts.reportCount }).from(posts).where(eq(posts.id, postId));
    expect(row?.n).toBe(8); // every report is kept for the reviewer
  });

  it('a reporter three of whose reports reviewers turned down no longer counts', async () => {
    const serial = await createUserSession(t.app, trusted(40));
    const author = await createUserSession(t.app);
    const changes = socialChanges(t.app.bus);
    for (let i = 0; i < 3; i += 1) {
      const p = await createPost(t.app, author, { caption: `Fine post ${i}` });
      await call(t.app, 'POST', '/posts/report', serial, { post_id: p.post_id, reason: 'spam' });
      await reviewPost(t.db, { storage: t.app.providers.storage, changes }, t.app.ids.decodeId('post', p.post_id), 'restore');
    }
    const target = await createPost(t.app, author, { caption: 'Another fine post' });
    expect((await call(t.app, 'POST', '/posts/report', serial, { post_id: target.post_id, reason: 'spam' })).json().hidden).toBe(false);
    // one more trusted reporter (weight 1) would have hidden it with the serial reporter's 2; alone, 1 < 2
    const other = await createUserSession(t.app, trusted(2));
    expect((await call(t.app, 'POST', '/posts/report', other, { post_id: target.post_id, reason: 'spam' })).json().hidden).toBe(false);
  });
});
