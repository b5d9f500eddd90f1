import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createUserSession, type TestDatabase, type TestUserSession } from '../../test/helpers';
import { instanceLegs, startTwoInstances, type TwoInstances } from '../../test/two-instances';
import type { App } from '../app';
import { posts, users } from '../db/schema';
import type { NotificationsList } from '../modules/notifications/types';
import type { SessionResponse } from '../modules/sessions/types';
import { createPost } from '../modules/social/test-utils';
import type { FeedPage, PublicPost } from '../modules/social/types';
import { cutBusConnection, eventually } from './test-utils';

// Two api instances on one database, each with its own caches (sessions, feed pages, notification pages), as in
// production behind a load balancer: what is written or signed out through one is seen through the other as
// soon as the invalidation bus has carried the forget (polled for: how fast is for the benchmarks).
describe.each(instanceLegs())('caches of two api instances on %s', (leg) => {
  let started: TwoInstances;
  let testDb: TestDatabase;
  let a: App;
  let b: App;

  beforeAll(async () => {
    started = await startTwoInstances(leg, {
      listen: false,
      // far longer than the test: only forgets can make an entry fresh
      env: { SESSION_CACHE_TTL_MS: '60000', FEED_CACHE_TTL_MS: '60000', NOTIFICATIONS_CACHE_TTL_MS: '600000' },
    });
    ({ testDb } = started);
    [a, b] = started.apps;
  });

  afterAll(() => started?.stop());

  const call = (
    app: App,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: TestUserSession | null,
    payload?: object,
  ) => app.inject({ method, url: `/api/v1${url}`, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const sessionUser = async (app: App, who: TestUserSession) =>
    (await call(app, 'GET', '/auth/session', who)).json<SessionResponse>().user;
  const feedPost = async (app: App, who: TestUserSession | null, post: PublicPost) =>
    ((await call(app, 'POST', '/posts/fetch-all', who, { limit: 30 })).json() as FeedPage).rows.find(
      (p) => p.post_id === post.post_id,
    );
  const notifications = async (app: App, who: TestUserSession) =>
    (await call(app, 'POST', '/notifications/fetch-all', who, {})).json() as NotificationsList;

  async function captionBehindTheBack(post: PublicPost): Promise<string> {
    const caption = `behind the back ${randomBytes(3).toString('hex')}`;
    await testDb.database.db
      .update(posts)
      .set({ caption })
      .where(eq(posts.id, a.ids.decodeId('post', post.post_id)));
    return caption;
  }

  it('ends on B a session signed out through A', async () => {
    const ann = await createUserSession(a);
    expect((await sessionUser(b, ann))?.first_name).toBe('Test');
    await testDb.database.db.update(users).set({ firstName: 'Behind' }).where(eq(users.id, ann.user.id));
    expect((await sessionUser(b, ann))?.first_name).toBe('Test'); // B's cache holds it
    expect((await call(a, 'POST', '/auth/signout', ann)).statusCode).toBe(200);
    await eventually(async () => (await sessionUser(b, ann)) === null, 'the session ended on B');
  });

  it('shows on B a profile change made through A', async () => {
    const ann = await createUserSession(a);
    expect((await sessionUser(b, ann))?.first_name).toBe('Test');
    expect((await call(a, 'PUT', '/users', ann, { first_name: 'Annabel' })).statusCode).toBe(200);
    await eventually(async () => (await sessionUser(b, ann))?.first_name === 'Annabel', 'the new name on B');
  });

  it('shows on B the reader’s own like made through A, and everyone a post edited through A', async () => {
    const [reader, author] = [await createUserSession(a), await createUserSession(a)];
    await call(a, 'POST', '/follows', reader, { followed_uuid: author.user.uuid });
    const post = await createPost(a, author);
    expect(await feedPost(b, reader, post)).toMatchObject({ liked: false, caption: post.caption });
    expect((await feedPost(b, null, post))?.caption).toBe(post.caption);
    const caption = await captionBehindTheBack(post);
    expect((await feedPost(b, reader, post))?.caption).toBe(post.caption); // cached on B
    expect((await call(a, 'POST', '/likes', reader, { post_id: post.post_id })).statusCode).toBe(200);
    await eventually(async () => (await feedPost(b, reader, post))?.liked === true, 'the like on B');
    expect((await feedPost(b, reader, post))?.caption).toBe(caption);
    expect((await feedPost(b, null, post))?.caption).toBe(post.caption); // a visitor's snapshot: not their write

    expect((await call(a, 'PUT', '/posts', author, { post_id: post.post_id, caption: 'Edited on A' })).statusCode).toBe(
      200,
    );
    await eventually(
      async () => (await feedPost(b, null, post))?.caption === 'Edited on A',
      'the edit on B for a visitor',
    );
  });

  it('shows on B a notification created, marked seen and taken back through A', async () => {
    const [ann, ben] = [await createUserSession(a), await createUserSession(a)];
    const post = await createPost(a, ann);
    expect((await notifications(b, ann)).count).toBe(0);
    await call(a, 'POST', '/likes', ben, { post_id: post.post_id });
    await eventually(async () => (await notifications(b, ann)).count === 1, 'the LIKE on B');
    await call(a, 'PUT', '/notifications/seen', ann);
    await eventually(async () => (await notifications(b, ann)).rows[0]?.is_seen === true, 'seen on B');
    // a seen notification taken back: no trigger, the unlike says it on the bus
    await call(a, 'DELETE', '/likes', ben, { post_id: post.post_id });
    await eventually(async () => (await notifications(b, ann)).count === 0, 'gone on B');
  });

  // A lost bus connection may have missed forgets: the caches are emptied (when lost and when back).
  (leg === 'pglite' ? it.skip : it)('empties B’s caches when its bus connection is lost', async () => {
    const [reader, author] = [await createUserSession(a), await createUserSession(a)];
    await call(a, 'POST', '/follows', reader, { followed_uuid: author.user.uuid });
    const post = await createPost(a, author);
    expect((await feedPost(b, reader, post))?.caption).toBe(post.caption);
    expect((await sessionUser(b, reader))?.first_name).toBe('Test');
    const caption = await captionBehindTheBack(post);
    await testDb.database.db.update(users).set({ firstName: 'Behind' }).where(eq(users.id, reader.user.id));
    expect((await feedPost(b, reader, post))?.caption).toBe(post.caption);

    await cutBusConnection(leg === 'postgres' ? 'postgres' : 'redis', {
      databaseUrl: testDb.databaseUrl!,
      redisUrl: process.env.TEST_REDIS_URL!,
      busId: b.bus.id,
    });
    await eventually(
      async () => (await feedPost(b, reader, post))?.caption === caption,
      'the feed page read again on B',
    );
    expect((await sessionUser(b, reader))?.first_name).toBe('Behind');
    await eventually(() => b.bus.healthy, 'B’s bus back');
    // and forgets reach B again
    expect((await feedPost(b, reader, post))?.caption).toBe(caption);
    await call(a, 'POST', '/likes', reader, { post_id: post.post_id });
    await eventually(async () => (await feedPost(b, reader, post))?.liked === true, 'a forget after the reconnect');
  });
});
