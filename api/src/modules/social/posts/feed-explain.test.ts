import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestDatabase, dbKinds, type TestDatabase } from '../../../../test/helpers';
import type { Database } from '../../../db/client';
import {
  notificationsPageSql,
  notificationsPageWithCountsSql,
  recipientWithCountsSql,
  unseenCountSql,
} from '../../notifications/queries';
import { discoveryStreamSql, feedPageSql, followedStreamSql, hydratePostsSql } from './feed-queries';
import { followingPageSql, forYouOlderSql, forYouPickSql, forYouWindowSql } from './feed-tab-queries';
import { tagPageSql, tagSearchSql } from '../tags/queries';

// The feed and the notifications page must read through their indexes, not scan the tables. The data
// is made with generate_series (the benchmark does the same at 1 000 000 posts), then ANALYZEd so the
// planner sees realistic statistics.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  out.push(node);
  for (const child of node.Plans ?? []) walk(child, out);
  return out;
}

async function explain(database: Database, query: { sql: string; params: unknown[] }): Promise<PlanNode[]> {
  const text = `explain (format json) ${query.sql}`;
  const rows =
    database.kind === 'pglite'
      ? (await database.client.query<Record<string, unknown>>(text, query.params)).rows
      : (await database.pool.query<Record<string, unknown>>(text, query.params)).rows;
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return walk(plan[0]!.Plan);
}

async function exec(database: Database, sql: string): Promise<void> {
  if (database.kind === 'pglite') await database.client.exec(sql);
  else await database.pool.query(sql);
}

const scans = (nodes: PlanNode[], relation: string) => nodes.filter((n) => n['Relation Name'] === relation);

describe.each(dbKinds())('feed and notifications queries use their indexes on %s', (kind) => {
  let t: TestDatabase;
  const dialect = new PgDialect();
  const READER = 1;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await exec(
      t.database,
      `
      insert into users (email, username) select 'u' || g || '@bench.test', 'u' || g from generate_series(1, 300) g;
      insert into follows (follower_id, followed_id)
        select u, ((u + k * 7) % 300) + 1 from generate_series(1, 300) u, generate_series(1, 30) k
        where ((u + k * 7) % 300) + 1 <> u on conflict do nothing;
      insert into posts (user_id, caption, created_at)
        select (g % 300) + 1, 'post ' || g, now() - (60000 - g) * interval '1 minute' from generate_series(1, 60000) g;
      insert into notifications (user_id, actor_id, type, post_id, is_seen)
        select (g % 300) + 1, ((g + 1) % 300) + 1, 'LIKE', g, g % 5 = 0 from generate_series(1, 60000) g;
      insert into post_tags (tag, post_id) select 'tag' || (g % 50), g from generate_series(1, 60000) g;
      analyze users; analyze follows; analyze posts; analyze notifications; analyze post_tags;
    `,
    );
  });
  afterAll(() => t?.close());

  it("reads followed people's posts through posts_user_id_idx, per person", async () => {
    const nodes = await explain(t.database, dialect.sqlToQuery(followedStreamSql(READER, 50_000, 11)));
    const onPosts = scans(nodes, 'posts');
    expect(onPosts.length).toBeGreaterThan(0);
    for (const n of onPosts) expect(n['Index Name']).toBe('posts_user_id_idx');
    expect(nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts')).toBe(false);
  });

  it('reads discovery by walking posts_pkey backwards (no sort), skipping followed people by the follows key', async () => {
    for (const viewer of [READER, null]) {
      const nodes = await explain(t.database, dialect.sqlToQuery(discoveryStreamSql(viewer, 50_000, 11)));
      expect(scans(nodes, 'posts').map((n) => [n['Node Type'], n['Index Name']])).toEqual([
        ['Index Scan', 'posts_pkey'],
      ]);
      expect(nodes.some((n) => n['Node Type'] === 'Sort')).toBe(false);
      for (const n of scans(nodes, 'follows')) expect(n['Node Type']).not.toBe('Seq Scan');
    }
  });

  it('reads, plans and hydrates a whole feed page in one statement with the same index use', async () => {
    const big = new Set(['posts', 'post_likes', 'post_reports', 'follows', 'media_items', 'users']);
    const page = { limit: 10, wantFollowed: 7 };
    for (const [viewer, expected] of [
      [READER, ['posts_pkey', 'posts_user_id_idx']],
      [null, ['posts_pkey']],
    ] as const) {
      const nodes = await explain(t.database, dialect.sqlToQuery(feedPageSql(viewer, 50_000, 50_000, page)));
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && big.has(n['Relation Name'] ?? ''))).toEqual([]);
      expect([...new Set(scans(nodes, 'posts').map((n) => n['Index Name']))].sort()).toEqual(expected);
    }
  });

  it('reads the Following tab through posts_user_id_idx and the For you tab through posts_pkey, no big scans', async () => {
    const big = new Set(['posts', 'post_likes', 'post_reports', 'follows', 'media_items', 'users', 'user_blocks']);
    const noBigScan = (nodes: PlanNode[]) =>
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && big.has(n['Relation Name'] ?? ''))).toEqual([]);
    const following = await explain(t.database, dialect.sqlToQuery(followingPageSql(READER, 50_000, 11)));
    noBigScan(following);
    expect([...new Set(scans(following, 'posts').map((n) => n['Index Name']))].sort()).toEqual([
      'posts_pkey',
      'posts_user_id_idx',
    ]);
    const candidates = Array.from({ length: 44 }, (_, i) => 59_000 - i * 7);
    for (const viewer of [READER, null]) {
      for (const query of [
        forYouWindowSql(null),
        forYouWindowSql({ pin: 59_000, floor: 58_500 }),
        forYouPickSql(viewer, candidates, 11),
        forYouOlderSql(viewer, 58_500, 11),
      ]) {
        const nodes = await explain(t.database, dialect.sqlToQuery(query));
        noBigScan(nodes);
        expect([...new Set(scans(nodes, 'posts').map((n) => n['Index Name']))]).toEqual(['posts_pkey']);
      }
    }
  });

  it('reads a tag page and the tag search through post_tags_pkey, each post through posts_pkey', async () => {
    for (const viewer of [READER, null]) {
      const nodes = await explain(t.database, dialect.sqlToQuery(tagPageSql(viewer, 'tag7', 50_000, 13)));
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      expect(scans(nodes, 'post_tags').map((n) => n['Index Name'])).toEqual(['post_tags_pkey']);
      expect([...new Set(scans(nodes, 'posts').map((n) => n['Index Name']))]).toEqual(['posts_pkey']);
    }
    const search = await explain(t.database, dialect.sqlToQuery(tagSearchSql('tag1', 4)));
    expect(search.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(search.map((n) => n['Index Name'])).toContain('post_tags_pkey');
  });

  it('hydrates a page of posts through indexes only (big tables are never scanned)', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => 40_000 + i * 3);
    const nodes = await explain(t.database, dialect.sqlToQuery(hydratePostsSql(READER, ids)));
    const big = new Set(['posts', 'post_likes', 'post_reports', 'follows', 'media_items']);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && big.has(n['Relation Name'] ?? ''))).toEqual([]);
    expect(scans(nodes, 'posts').map((n) => n['Index Name'])).toEqual(['posts_pkey']);
  });

  // the page groups the recipient's notifications (notifications/README.md "Grouped notifications"), then reads
  // each group's newest: every read of the table is by the recipient's index, never a scan of everyone's
  const userIndexes = (nodes: PlanNode[]) =>
    nodes.filter((n) => /^notifications_user_(id|seen)_idx$/.test(n['Index Name'] ?? '')).length;

  it('reads a notifications page through the recipient indexes, the follow-back through follows_pkey', async () => {
    const nodes = await explain(t.database, dialect.sqlToQuery(notificationsPageSql(READER + 4, 15, 15)));
    const onNotifications = scans(nodes, 'notifications');
    expect(onNotifications.length).toBeGreaterThan(0);
    for (const n of onNotifications) expect(n['Node Type']).toMatch(/Index|Bitmap Heap/);
    expect(userIndexes(nodes)).toBeGreaterThan(0);
    expect(scans(nodes, 'follows').map((n) => n['Node Type'])).not.toContain('Seq Scan');
  });

  it('reads the drawer page with its counts in one statement through notifications_user_id_idx', async () => {
    const nodes = await explain(t.database, dialect.sqlToQuery(notificationsPageWithCountsSql(READER + 4, 15, 15)));
    const onNotifications = scans(nodes, 'notifications');
    expect(onNotifications.length).toBeGreaterThanOrEqual(2); // the counts and the page
    for (const n of onNotifications) expect(n['Node Type']).toMatch(/Index|Bitmap Heap/);
    expect(userIndexes(nodes)).toBeGreaterThan(0);
    expect(scans(nodes, 'follows').map((n) => n['Node Type'])).not.toContain('Seq Scan');
  });

  it('counts the badge and the list through the notifications indexes', async () => {
    for (const query of [unseenCountSql(READER + 4), recipientWithCountsSql(READER + 4)]) {
      const nodes = await explain(t.database, dialect.sqlToQuery(query));
      const onNotifications = scans(nodes, 'notifications');
      expect(onNotifications.length).toBeGreaterThan(0);
      for (const n of onNotifications) expect(n['Node Type']).toMatch(/Index|Bitmap Heap/);
    }
  });
});
