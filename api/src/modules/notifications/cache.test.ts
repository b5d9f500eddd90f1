import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { users } from '../../db/schema';
import { eventually } from '../../lib/test-utils';
import { call, createPost } from '../social/test-utils';
import type { PublicComment } from '../social/types';
import type { NotificationsList } from './types';

// The notifications page cache in the app (cache.ts, social/README.md "Caches"). An actor renamed behind the
// api's back shows whether a page came from the cache (old name) or the database (new one). Changes the trigger
// announces reach the cache through the LISTEN connection, a moment after the commit: those are polled for.
describe.each(dbKinds())('notifications page cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const read = (who: TestUserSession, body: Record<string, unknown> = {}) =>
    call(t.app, 'POST', '/notifications/fetch-all', who, body);
  const page = async (who: TestUserSession, body: Record<string, unknown> = {}) =>
    (await read(who, body)).json() as NotificationsList;

  /** Renames a user in the database only: nothing announces it. */
  async function renameBehindTheBack(who: TestUserSession): Promise<string> {
    const firstName = `Renamed${randomBytes(3).toString('hex')}`;
    await t.db.update(users).set({ firstName }).where(eq(users.id, who.user.id));
    return firstName;
  }
  const actorNames = async (who: TestUserSession) => (await page(who)).rows.map((n) => n.user_with_action?.first_name);

  /** Ann has a post Ben liked (a LIKE notification, unseen), her page is cached, and Ben renamed behind its back. */
  async function setUp() {
    const [ann, ben, cat] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    const post = await createPost(t.app, ann);
    await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    await eventually(async () => (await page(ann)).count === 1, 'the LIKE on the page');
    const renamed = await renameBehindTheBack(ben);
    expect(await actorNames(ann)).toEqual(['Test']); // cached
    return { ann, ben, cat, post, renamed };
  }

  it('serves a repeated read from the cache: the same body; pages and checkSeen are entries of their own', async () => {
    const { ann, renamed } = await setUp();
    const first = await read(ann);
    expect((await read(ann)).body).toBe(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await page(ann, { limit: 5 })).rows[0]!.user_with_action?.first_name).toBe(renamed);
    expect(await page(ann, { checkSeen: true })).toEqual({ rows: [], count: 1, page: 1, unseen: 1 });
  });

  it('forgets the page when a notification is created (the trigger, on every instance)', async () => {
    const { ann, cat, post, renamed } = await setUp();
    await call(t.app, 'POST', '/comments', cat, { post_id: post.post_id, body: 'Lovely' });
    await eventually(async () => (await page(ann)).count === 2, 'the COMMENT on the page');
    expect(await actorNames(ann)).toEqual(['Test', renamed]);
  });

  it('forgets the page at once when the recipient marks one or all seen', async () => {
    const { ann, cat, post, renamed } = await setUp();
    await call(t.app, 'POST', '/comments', cat, { post_id: post.post_id, body: 'Lovely' });
    await eventually(async () => (await page(ann)).count === 2, 'the COMMENT on the page');
    expect((await page(ann, { checkSeen: true })).count).toBe(2);
    const [newest] = (await page(ann)).rows;
    expect(
      (await call(t.app, 'PUT', '/notifications', ann, { notification_id: newest!.notification_id })).statusCode,
    ).toBe(200);
    expect((await page(ann)).rows.map((n) => n.is_seen)).toEqual([true, false]);
    expect((await page(ann, { checkSeen: true })).count).toBe(1);
    expect((await call(t.app, 'PUT', '/notifications/seen', ann)).statusCode).toBe(200);
    expect((await page(ann)).rows.map((n) => n.is_seen)).toEqual([true, true]);
    expect((await page(ann, { checkSeen: true })).count).toBe(0);
    expect(await actorNames(ann)).toEqual(['Test', renamed]);
  });

  it('forgets the page when a notification is taken back, unseen (the trigger) or seen (the bus)', async () => {
    const { ann, ben, post } = await setUp();
    await call(t.app, 'DELETE', '/likes', ben, { post_id: post.post_id });
    await eventually(async () => (await page(ann)).count === 0, 'the unseen LIKE gone');

    await call(t.app, 'POST', '/likes', ben, { post_id: post.post_id });
    await eventually(async () => (await page(ann)).count === 1, 'the LIKE back');
    await call(t.app, 'PUT', '/notifications/seen', ann);
    expect((await page(ann)).rows[0]!.is_seen).toBe(true); // cached, seen
    await call(t.app, 'DELETE', '/likes', ben, { post_id: post.post_id });
    expect((await page(ann)).count).toBe(0); // no trigger for a seen one: the unlike said it on the bus
  });

  it('forgets the page when its post is deleted, or a follow changes is_followed', async () => {
    const { ann, ben, post, renamed } = await setUp();
    await call(t.app, 'PUT', '/notifications/seen', ann);
    expect((await page(ann)).count).toBe(1);
    // following back: the FOLLOW-back button's state on every row of Ben
    expect((await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid })).statusCode).toBe(200);
    expect((await page(ann)).rows[0]).toMatchObject({ is_followed: true, user_with_action: { first_name: renamed } });
    await renameBehindTheBack(ben);
    expect((await call(t.app, 'DELETE', '/posts', ann, { post_id: post.post_id })).statusCode).toBe(200);
    expect((await page(ann)).count).toBe(0);
  });

  it('forgets the page when the recipient edits their own profile (shown on every row)', async () => {
    const { ann } = await setUp();
    const res = await call(t.app, 'PUT', '/users', ann, { first_name: 'Annabel' });
    expect(res.statusCode).toBe(200);
    expect((await page(ann)).rows[0]!.user?.first_name).toBe('Annabel');
  });

  it('forgets the page of a comment’s author when a comment like is taken back', async () => {
    const { ben, cat, post } = await setUp();
    const comment = (
      await call(t.app, 'POST', '/comments', cat, { post_id: post.post_id, body: 'Lovely' })
    ).json() as PublicComment;
    await call(t.app, 'POST', '/likes', ben, { comment_id: comment.comment_id });
    await eventually(async () => (await page(cat)).count === 1, 'the comment LIKE for Cat');
    await call(t.app, 'PUT', '/notifications/seen', cat);
    expect((await page(cat)).rows[0]!.is_seen).toBe(true);
    await call(t.app, 'DELETE', '/likes', ben, { comment_id: comment.comment_id });
    expect((await page(cat)).count).toBe(0);
  });
});
