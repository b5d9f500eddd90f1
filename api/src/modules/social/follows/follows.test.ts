import { and, eq } from 'drizzle-orm';
import { createTestApp, createUserSession, dbKinds, type TestApp } from '../../../../test/helpers';
import { follows, notifications, profiles, users } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import type { FollowState, PagedList, PersonToFollow, PublicFollow, SocialProfile } from '../types';

describe.each(dbKinds())('follows, people to follow and profiles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('follows once however often asked, tells the person once, and unfollows', async () => {
    const [ann, ben] = [await createUserSession(t.app), await createUserSession(t.app)];
    const results = await Promise.all(
      [0, 1, 2].map(() => call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results[2]!.json()).toMatchObject({
      followed_uuid: ben.user.uuid,
      is_followed: true,
      followers_count: 1,
    } satisfies Partial<FollowState>);
    expect(await t.db.select().from(follows).where(eq(follows.followedId, ben.user.id))).toHaveLength(1);
    const told = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ben.user.id), eq(notifications.type, 'FOLLOW')));
    expect(await told()).toHaveLength(1);
    const un = await call(t.app, 'DELETE', '/follows', ann, { followed: true, followed_uuid: ben.user.uuid });
    expect(un.json()).toMatchObject({ is_followed: false, followers_count: 0 });
    expect(await told()).toHaveLength(0);
  });

  it('refuses following yourself, unknown people, visitors and bad input', async () => {
    const ann = await createUserSession(t.app);
    expect((await call(t.app, 'POST', '/follows', ann, { followed_uuid: ann.user.uuid })).json().message).toBe(
      'You cannot follow yourself',
    );
    const unknown = await call(t.app, 'POST', '/follows', ann, {
      followed_uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'User was not found.']);
    expect((await call(t.app, 'POST', '/follows', null, { followed_uuid: ann.user.uuid })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/follows', ann, { followed_uuid: 'sara' })).statusCode).toBe(400);
    expect((await call(t.app, 'POST', '/follows/fetch-all', null, {})).statusCode).toBe(400);
  });

  it('lists followers and following with the viewer’s relation to each', async () => {
    const [ann, ben, cat, viewer] = await Promise.all([0, 1, 2, 3].map(() => createUserSession(t.app)));
    await call(t.app, 'POST', '/follows', ben!, { followed_uuid: ann!.user.uuid });
    await call(t.app, 'POST', '/follows', cat!, { followed_uuid: ann!.user.uuid });
    await call(t.app, 'POST', '/follows', ann!, { followed_uuid: cat!.user.uuid });
    await call(t.app, 'POST', '/follows', viewer!, { followed_uuid: cat!.user.uuid });
    const followers = (
      await call(t.app, 'POST', '/follows/fetch-all', viewer!, { followed_uuid: ann!.user.uuid })
    ).json() as PagedList<PublicFollow>;
    expect(followers.count).toBe(2);
    expect(followers.rows.map((r) => [r.follower.username, r.followed.username, r.is_followed])).toEqual([
      [cat!.user.username, ann!.user.username, true],
      [ben!.user.username, ann!.user.username, false],
    ]);
    const following = (
      await call(t.app, 'POST', '/follows/fetch-all', null, { following_uuid: ann!.user.uuid })
    ).json() as PagedList<PublicFollow>;
    expect(following.rows.map((r) => r.followed.username)).toEqual([cat!.user.username]);
  });

  it('suggests friends of friends first, never yourself or people you follow', async () => {
    const [me, friend, fof, stranger] = await Promise.all([0, 1, 2, 3].map(() => createUserSession(t.app)));
    await call(t.app, 'POST', '/follows', me!, { followed_uuid: friend!.user.uuid });
    await call(t.app, 'POST', '/follows', friend!, { followed_uuid: fof!.user.uuid });
    const res = await call(t.app, 'POST', '/users/people-follow', me!, { limit: 30 });
    const rows = (res.json() as { rows: PersonToFollow[] }).rows;
    const uuids = rows.map((r) => r.uuid);
    expect(uuids[0]).toBe(fof!.user.uuid);
    expect(rows[0]!.mutual_count).toBe(1);
    expect(uuids).not.toContain(me!.user.uuid);
    expect(uuids).not.toContain(friend!.user.uuid);
    expect(uuids).toContain(stranger!.user.uuid);
    expect((await call(t.app, 'POST', '/users/people-follow', null, {})).statusCode).toBe(200);
  });

  it('builds the social profile with counts and relations; says when a user or profile is missing', async () => {
    const [ann, ben] = [await createUserSession(t.app, { bio: 'Hi there' }), await createUserSession(t.app)];
    await t.db.update(profiles).set({ isVerified: true }).where(eq(profiles.userId, ann.user.id));
    await createPost(t.app, ann);
    await call(t.app, 'POST', '/follows', ben, { followed_uuid: ann.user.uuid });
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid });
    const res = await call(t.app, 'POST', '/social/profile', ben, { username: ann.user.username });
    expect(res.json()).toMatchObject({
      username: ann.user.username,
      bio: 'Hi there',
      posts_count: 1,
      followers_count: 1,
      following_count: 1,
      is_followed: true,
      follows_me: true,
      is_me: false,
      profile: { is_verified: true },
    });
    // The links saved in edit profile come with the profile, as the canonical https links the api stored.
    const saved = await call(t.app, 'PUT', '/users', ann, { instagram: '@ann.travels', twitter: 'https://x.com/ann' });
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/social/profile', null, { username: ann.user.username })).json()).toMatchObject({
      instagram: 'https://www.instagram.com/ann.travels',
      twitter: 'https://x.com/ann',
      tiktok: null,
      linktree: null,
      snapchat: null,
      facebook: null,
    });
    const own = (
      await call(t.app, 'POST', '/social/profile', ann, { username: ann.user.username })
    ).json() as SocialProfile;
    expect(own.is_me).toBe(true);
    const missing = await call(t.app, 'POST', '/social/profile', null, { username: 'no_such_person_xyz' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'User was not found.']);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ben.user.id));
    const gone = await call(t.app, 'POST', '/social/profile', null, { username: ben.user.username });
    expect([gone.statusCode, gone.json().message]).toEqual([404, 'Profile was not found.']);
  });
});
