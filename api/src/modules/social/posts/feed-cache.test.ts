import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { posts } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { FeedPage, PublicComment, PublicPost, PublicQuestion } from '../types';

// The feed page cache in the app (feed-cache.ts, social/README.md "Caches"). A caption changed behind the api's
// back shows whether a page came from the cache (old caption) or the database (new one): each rule below is a
// write after which the reader's next page must come from the database.
describe.each(dbKinds())('feed page cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // a TTL far longer than the test, so only the invalidation rules can make a page fresh
    t = await createTestApp(kind, { env: { FEED_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t?.close());

  const read = (who: TestUserSession | null) => call(t.app, 'POST', '/posts/fetch-all', who, { limit: 30 });
  const feed = async (who: TestUserSession | null) => (await read(who)).json() as FeedPage;
  const captionOn = async (who: TestUserSession | null, post: PublicPost) =>
    (await feed(who)).rows.find((p) => p.post_id === post.post_id)?.caption;

  /** Changes a caption in the database only: no api instance hears of it. */
  async function changeBehindTheBack(post: PublicPost): Promise<string> {
    const caption = `changed behind the back ${randomBytes(3).toString('hex')}`;
    await t.db
      .update(posts)
      .set({ caption })
      .where(eq(posts.id, t.app.ids.decodeId('post', post.post_id)));
    return caption;
  }

  const captionInDb = async (post: PublicPost) =>
    (
      await t.db
        .select({ caption: posts.caption })
        .from(posts)
        .where(eq(posts.id, t.app.ids.decodeId('post', post.post_id)))
    )[0]!.caption;

  /** A reader following an author with a post on the reader's (cached) first page. */
  async function setUp() {
    const [reader, author, other] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    expect((await call(t.app, 'POST', '/follows', reader, { followed_uuid: author.user.uuid })).statusCode).toBe(200);
    const watched = await createPost(t.app, author);
    const target = await createPost(t.app, author);
    return { reader, author, other, watched, target };
  }

  it('serves a repeated read from the cache: the same body, a change behind its back unseen', async () => {
    const { reader, watched } = await setUp();
    const first = await read(reader);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const caption = await changeBehindTheBack(watched);
    const second = await read(reader);
    expect(second.body).toBe(first.body);
    expect(await captionOn(reader, watched)).toBe(watched.caption);
    expect(await captionOn(reader, watched)).not.toBe(caption);
    // another reader, a visitor, another page size: pages of their own
    expect(await captionOn(await createUserSession(t.app), watched)).toBe(caption);
    const one = (await call(t.app, 'POST', '/posts/fetch-all', reader, { limit: 1 })).json() as FeedPage;
    expect(one.rows).toHaveLength(1);
    // the cursor is part of the key: the next page is an entry of its own
    const next = (
      await call(t.app, 'POST', '/posts/fetch-all', reader, { limit: 1, cursor: one.next_cursor })
    ).json() as FeedPage;
    expect(next.rows).toHaveLength(1);
    expect(next.rows[0]!.post_id).not.toBe(one.rows[0]!.post_id);
  });

  // Each of the reader's own writes that changes what their feed shows forgets their pages.
  type Setup = Awaited<ReturnType<typeof setUp>>;
  const ownWrites: [string, (s: Setup) => Promise<unknown>][] = [
    ['a post of their own', (s) => createPost(t.app, s.reader)],
    ['a like', (s) => call(t.app, 'POST', '/likes', s.reader, { post_id: s.target.post_id })],
    [
      'an unlike',
      async (s) => {
        await call(t.app, 'POST', '/likes', s.reader, { post_id: s.target.post_id });
        await read(s.reader); // cached again after the like
        await changeBehindTheBack(s.watched);
        return call(t.app, 'DELETE', '/likes', s.reader, { post_id: s.target.post_id });
      },
    ],
    ['a comment', (s) => call(t.app, 'POST', '/comments', s.reader, { post_id: s.target.post_id, body: 'Lovely' })],
    [
      'a reply, a like and an unlike of a comment, a deleted comment',
      async (s) => {
        const comment = (
          await call(t.app, 'POST', '/comments', s.author, { post_id: s.target.post_id, body: 'Thanks' })
        ).json() as PublicComment;
        for (const write of [
          () =>
            call(t.app, 'POST', '/comments', s.reader, {
              post_id: s.target.post_id,
              body: 'Reply',
              parent_id: comment.comment_id,
            }),
          () => call(t.app, 'POST', '/likes', s.reader, { comment_id: comment.comment_id }),
          () => call(t.app, 'DELETE', '/likes', s.reader, { comment_id: comment.comment_id }),
        ]) {
          await read(s.reader);
          const caption = await changeBehindTheBack(s.watched);
          expect((await write()).statusCode).toBeLessThan(300);
          expect(await captionOn(s.reader, s.watched)).toBe(caption);
        }
        const mine = (
          await call(t.app, 'POST', '/comments', s.reader, { post_id: s.target.post_id, body: 'Oops' })
        ).json() as PublicComment;
        await read(s.reader);
        await changeBehindTheBack(s.watched);
        return call(t.app, 'DELETE', '/comments', s.reader, { comment_id: mine.comment_id });
      },
    ],
    ['a question', (s) => call(t.app, 'POST', '/questions', s.reader, { post_id: s.target.post_id, body: 'When?' })],
    [
      'an answer',
      async (s) => {
        const question = (
          await call(t.app, 'POST', '/questions', s.other, { post_id: s.target.post_id, body: 'Where?' })
        ).json() as PublicQuestion;
        return call(t.app, 'POST', '/answers', s.reader, { question_id: question.question_id, body: 'Al Fahidi' });
      },
    ],
    ['a follow', (s) => call(t.app, 'POST', '/follows', s.reader, { followed_uuid: s.other.user.uuid })],
    ['an unfollow', (s) => call(t.app, 'DELETE', '/follows', s.reader, { followed_uuid: s.other.user.uuid })],
    ['a report', (s) => call(t.app, 'POST', '/posts/report', s.reader, { post_id: s.target.post_id, reason: 'spam' })],
    ['a change to their own profile', (s) => call(t.app, 'PUT', '/users/preferences', s.reader, { language: 'ar' })],
  ];

  it.each(ownWrites)('forgets the reader’s pages after %s', async (_name, write) => {
    const s = await setUp();
    await read(s.reader);
    const caption = await changeBehindTheBack(s.watched);
    expect(await captionOn(s.reader, s.watched)).toBe(s.watched.caption); // cached
    const res = (await write(s)) as { statusCode?: number };
    if (res.statusCode !== undefined) expect(res.statusCode).toBeLessThan(300);
    // the latest caption written behind the back (some writes above cache and change it again on the way)
    expect(await captionOn(s.reader, s.watched)).toBe(await captionInDb(s.watched));
    expect(caption).not.toBe(s.watched.caption);
  });

  it('keeps showing the snapshot after other people’s writes (until the TTL)', async () => {
    const s = await setUp();
    const before = (await feed(s.reader)).rows.find((p) => p.post_id === s.watched.post_id);
    await call(t.app, 'POST', '/likes', s.other, { post_id: s.watched.post_id });
    await createPost(t.app, s.author);
    expect((await feed(s.reader)).rows.find((p) => p.post_id === s.watched.post_id)).toEqual(before);
  });

  it('forgets every reader’s and visitor’s pages when a post is edited, deleted or hidden by moderation', async () => {
    const s = await setUp();
    // The default SOCIAL_REPORT_THRESHOLD (4): four verified accounts of two days, each weighing 1.
    const threshold = 4;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const reporters = await Promise.all(
      Array.from({ length: threshold }, () =>
        createUserSession(t.app, { emailVerifiedAt: twoDaysAgo, createdAt: twoDaysAgo }),
      ),
    );
    const readers = [s.other, null];
    const writes: [string, () => Promise<{ statusCode: number }>][] = [
      ['edit', () => call(t.app, 'PUT', '/posts', s.author, { post_id: s.target.post_id, caption: 'Edited' })],
      [
        'hidden',
        async () => {
          // the last report hides it: the one before only forgets the reporter's own pages
          for (const who of reporters.slice(0, -1))
            await call(t.app, 'POST', '/posts/report', who, { post_id: s.target.post_id, reason: 'spam' });
          for (const who of readers) await read(who);
          await changeBehindTheBack(s.watched);
          const last = await call(t.app, 'POST', '/posts/report', reporters.at(-1)!, {
            post_id: s.target.post_id,
            reason: 'spam',
          });
          expect(last.json().hidden).toBe(true);
          return last;
        },
      ],
      ['delete', () => call(t.app, 'DELETE', '/posts', s.author, { post_id: s.target.post_id })],
    ];
    for (const [name, write] of writes) {
      for (const who of readers) await read(who);
      await changeBehindTheBack(s.watched);
      expect([name, (await write()).statusCode]).toEqual([name, 200]);
      const now = await captionInDb(s.watched);
      for (const who of readers) expect([name, await captionOn(who, s.watched)]).toEqual([name, now]);
    }
    for (const who of readers) expect((await feed(who)).rows.map((p) => p.post_id)).not.toContain(s.target.post_id);
  });
});
