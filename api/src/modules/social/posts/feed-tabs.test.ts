import { eq, inArray, sql } from 'drizzle-orm';
import {
  createTestApp,
  createUserSession,
  dbKinds,
  type TestApp,
  type TestUserSession,
} from '../../../../test/helpers';
import { posts } from '../../../db/schema';
import { call, createPost } from '../test-utils';
import { ID_KIND } from '../shared/ids';
import { sqlRunner, type SqlRunner } from '../shared/sql-runner';
import type { FeedPage, PublicPost } from '../types';
import { readForYouTab } from './feed-tabs';
import { ForYouWindows } from './for-you-window';

type Reader = (cursor: string | undefined) => Promise<FeedPage>;

/** Every page of a tab, in order, until next_cursor is null (bounded, so a looping cursor fails the test). */
async function pageThrough(read: Reader): Promise<PublicPost[]> {
  const seen: PublicPost[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await read(cursor);
    seen.push(...page.rows);
    if (page.next_cursor === null) return seen;
    cursor = page.next_cursor;
  }
  throw new Error('the cursor never ended');
}

const idsOf = (list: PublicPost[]) => list.map((p) => p.post_id);

describe.each(dbKinds())('the Following and For you tabs of /feed on %s', (kind) => {
  let t: TestApp;
  let ann: TestUserSession, ben: TestUserSession, cat: TestUserSession, dan: TestUserSession;
  const made: Record<string, PublicPost[]> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    [ann, ben, cat, dan] = [
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
      await createUserSession(t.app),
    ];
    await call(t.app, 'POST', '/follows', ann, { followed_uuid: ben.user.uuid });
    for (const [name, who, n] of [
      ['ben', ben, 9],
      ['cat', cat, 8],
      ['ann', ann, 3],
      ['dan', dan, 6],
    ] as const) {
      made[name] = [];
      for (let i = 0; i < n; i++) made[name].push(await createPost(t.app, who, { caption: `${name} ${i}` }));
    }
  });
  afterAll(() => t?.close());

  const tab =
    (who: TestUserSession | null, name: 'following' | 'for_you', limit: number) => async (cursor?: string) => {
      const res = await call(t.app, 'POST', '/posts/fetch-all', who, { tab: name, limit, cursor });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      return res.json() as FeedPage;
    };

  it('Following: the people I follow and me, newest first, every post once across pages', async () => {
    const all = await pageThrough(tab(ann, 'following', 4));
    const expected = [...made.ben!, ...made.ann!].map((p) => p.post_id).reverse();
    expect(idsOf(all)).toEqual(expected); // no duplicate, no gap, in order
    expect(all.every((p) => !p.is_discovery)).toBe(true);
  });

  it('Following is for members; a visitor asking for it is told to sign in, a bad cursor is a 400', async () => {
    expect((await call(t.app, 'POST', '/posts/fetch-all', null, { tab: 'following' })).statusCode).toBe(401);
    const bad = await call(t.app, 'POST', '/posts/fetch-all', ann, { tab: 'for_you', cursor: 'r.nope.nope' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_cursor']);
    expect((await call(t.app, 'POST', '/posts/fetch-all', ann, { tab: 'latest' })).statusCode).toBe(400);
  });

  it('For you: engagement lifts an older post above fresher ones, and paging finds each post once', async () => {
    const [oldest] = made.ben!;
    await t.db
      .update(posts)
      .set({ likeCount: 40, commentCount: 5 })
      .where(eq(posts.id, t.app.ids.decodeId('post', oldest!.post_id)));
    const visitor = await pageThrough(tab(null, 'for_you', 5));
    expect(idsOf(visitor)[0]).toBe(oldest!.post_id);
    const everyone = Object.values(made).flat();
    expect(new Set(idsOf(visitor)).size).toBe(visitor.length);
    expect(idsOf(visitor).sort()).toEqual(idsOf(everyone).sort());
  });

  it('For you continues below its ranked window newest first, still without duplicates or gaps', async () => {
    const run = sqlRunner(t.database);
    const windows = new ForYouWindows(run, 60_000, 10);
    for (const limit of [1, 3, 4, 7]) {
      const all = await pageThrough((cursor) => readForYouTab(run, t.app.ids, null, cursor, limit, windows));
      expect(new Set(idsOf(all)).size).toBe(all.length);
      expect(all).toHaveLength(26);
      // past the window (the 10 newest), posts come newest first
      const tail = all.slice(10).map((p) => t.app.ids.decodeId('post', p.post_id));
      expect(tail).toEqual([...tail].sort((a, b) => b - a));
    }
  });

  it('For you ranks once for every reader and page within the TTL; a post hidden since is still left out', async () => {
    const run = sqlRunner(t.database);
    const names: string[] = [];
    const counting: SqlRunner = (name, query) => {
      names.push(name);
      return run(name, query);
    };
    const windows = new ForYouWindows(counting, 60_000);
    const read = (who: TestUserSession | null, cursor?: string) =>
      readForYouTab(counting, t.app.ids, who?.user.id ?? null, cursor, 4, windows);
    const first = await read(ann);
    await read(ben);
    await read(null, (await read(null)).next_cursor ?? undefined);
    expect(names.filter((n) => n.startsWith('social_for_you_window'))).toHaveLength(1);
    const gone = first.rows[0]!;
    await t.db
      .update(posts)
      .set({ hiddenAt: sql`now()` })
      .where(eq(posts.id, t.app.ids.decodeId('post', gone.post_id)));
    try {
      expect(idsOf((await read(ann)).rows)).not.toContain(gone.post_id);
      expect(names.filter((n) => n.startsWith('social_for_you_window'))).toHaveLength(1);
    } finally {
      await t.db
        .update(posts)
        .set({ hiddenAt: null })
        .where(eq(posts.id, t.app.ids.decodeId('post', gone.post_id)));
    }
  });

  it('a cursor cannot widen the ranked window past its size', async () => {
    const run = sqlRunner(t.database);
    const e = (n: number) => t.app.ids.encodeId(ID_KIND.cursor, n);
    const forged = `r.${e(2 ** 40)}.${e(1)}`;
    const all = await pageThrough((cursor) =>
      readForYouTab(run, t.app.ids, null, cursor ?? forged, 3, new ForYouWindows(run, 0, 5)),
    );
    expect(all.length).toBeLessThanOrEqual(5);
  });

  it("For you leaves out the reader's own posts, people they muted, and blocks either way", async () => {
    await call(t.app, 'POST', '/social/mute', ann, { user_uuid: cat.user.uuid, muted: true });
    await call(t.app, 'POST', '/social/block', dan, { user_uuid: ann.user.uuid, blocked: true });
    const forAnn = await pageThrough(tab(ann, 'for_you', 6));
    expect([...new Set(forAnn.map((p) => p.user.uuid))]).toEqual([ben.user.uuid]);
    expect(forAnn.every((p) => !p.is_discovery)).toBe(true); // Ann follows Ben: not "suggested"
    const forCat = await pageThrough(tab(cat, 'for_you', 30));
    expect(forCat.filter((p) => p.user.uuid === ben.user.uuid).every((p) => p.is_discovery)).toBe(true);
    // Dan blocked Ann: Ann is gone from Dan's For you too; Cat is not muted for Dan
    const forDan = new Set((await pageThrough(tab(dan, 'for_you', 6))).map((p) => p.user.uuid));
    expect([...forDan].sort()).toEqual([ben.user.uuid, cat.user.uuid].sort());
    await call(t.app, 'POST', '/social/mute', ann, { user_uuid: cat.user.uuid, muted: false });
    await call(t.app, 'POST', '/social/block', dan, { user_uuid: ann.user.uuid, blocked: false });
    const after = new Set((await pageThrough(tab(ann, 'for_you', 6))).map((p) => p.user.uuid));
    expect(after.size).toBe(3);
  });

  it('a hidden post leaves both tabs without shifting the pages around it', async () => {
    const hidden = made.ben![4]!;
    const first = await tab(ann, 'following', 3)();
    await t.db
      .update(posts)
      .set({ hiddenAt: sql`now()` })
      .where(inArray(posts.id, [t.app.ids.decodeId('post', hidden.post_id)]));
    const rest = await pageThrough(async (c) => (c === undefined ? first : tab(ann, 'following', 3)(c)));
    expect(idsOf(rest)).not.toContain(hidden.post_id);
    expect(new Set(idsOf(rest)).size).toBe(rest.length);
    expect(rest).toHaveLength(made.ben!.length + made.ann!.length - 1);
  });
});
