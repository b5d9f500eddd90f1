import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { call } from '../test-utils';
import type { PagedList, PublicFollow } from '../types';

describe.each(dbKinds())("a third person's follow lists and blocks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const person = () => createUserSession(t.app);
  const follow = async (who: TestUserSession, whom: TestUserSession) =>
    expect((await call(t.app, 'POST', '/follows', who, { followed_uuid: whom.user.uuid })).statusCode).toBe(200);
  const block = async (who: TestUserSession, whom: TestUserSession) =>
    expect(
      (await call(t.app, 'POST', '/social/block', who, { user_uuid: whom.user.uuid, blocked: true })).statusCode,
    ).toBe(200);
  const list = async (viewer: TestUserSession | null, body: object) => {
    const res = await call(t.app, 'POST', '/follows/fetch-all', viewer, body);
    return { status: res.statusCode, page: res.json() as PagedList<PublicFollow> & { code?: string } };
  };
  const followerNames = (page: PagedList<PublicFollow>) => page.rows.map((r) => r.follower.username).sort();
  const followedNames = (page: PagedList<PublicFollow>) => page.rows.map((r) => r.followed.username).sort();

  it('leaves out, for me, whoever I blocked and whoever blocked me, on both sides and in the count', async () => {
    const [me, star, blockedByMe, blockerOfMe, friend] = await Promise.all(Array.from({ length: 5 }, person));
    // star's followers: three people; star follows the same three
    for (const who of [blockedByMe!, blockerOfMe!, friend!]) {
      await follow(who, star!);
      await follow(star!, who);
    }
    await block(me!, blockedByMe!);
    await block(blockerOfMe!, me!);

    const followers = await list(me!, { followed_uuid: star!.user.uuid });
    expect(followers.status).toBe(200);
    expect(followerNames(followers.page)).toEqual([friend!.user.username]);
    expect(followers.page.count).toBe(1);
    const following = await list(me!, { following_uuid: star!.user.uuid });
    expect(followedNames(following.page)).toEqual([friend!.user.username]);
    expect(following.page.count).toBe(1);

    // nobody else is affected: a visitor and the friend see all three
    const all = [blockedByMe!, blockerOfMe!, friend!].map((p) => p.user.username).sort();
    expect(followerNames((await list(null, { followed_uuid: star!.user.uuid })).page)).toEqual(all);
    expect(followedNames((await list(friend!, { following_uuid: star!.user.uuid })).page)).toEqual(all);
  });

  it("answers not found for the lists of someone who blocked me; the blocker's own view of my lists", async () => {
    const [me, blocker, fan] = await Promise.all(Array.from({ length: 3 }, person));
    await follow(fan!, blocker!);
    await follow(fan!, me!);
    await block(blocker!, me!);
    for (const body of [{ followed_uuid: blocker!.user.uuid }, { following_uuid: blocker!.user.uuid }]) {
      const res = await list(me!, body);
      expect([res.status, res.page.code]).toEqual([404, 'user_not_found']);
    }
    // the blocker may still open my lists (to unblock from my profile), without themself in them
    const mine = await list(blocker!, { followed_uuid: me!.user.uuid });
    expect([mine.status, followerNames(mine.page)]).toEqual([200, [fan!.user.username]]);
  });
});
