import { invalid } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { toPublicPost } from '../posts/hydrate';
import { ID_KIND } from '../shared/ids';
import { toNumber } from '../shared/raw';
import type { SqlRunner } from '../shared/sql-runner';
import type { PublicPost, TagPage, TagSearch } from '../types';
import { normaliseTag } from '../text/parse';
import { tagCountSql, tagPageSql, tagSearchSql } from './queries';

const START = Number.MAX_SAFE_INTEGER;

/** What was asked for as a tag: without its "#", in the stored spelling; nothing else than a tag's letters. */
export function asTag(value: string): string {
  const tag = normaliseTag(value.trim().replace(/^#/u, ''));
  if (!/^[\p{L}\p{M}\p{N}_]{1,100}$/u.test(tag)) throw invalid('invalid_tag', { field: 'tag' });
  return tag;
}

/** The /tag/<tag> page: public posts with the tag, newest first, keyset on post id. */
export async function readTagPage(
  run: SqlRunner,
  ids: OpaqueIds,
  viewerId: number | null,
  rawTag: string,
  cursor: string | undefined,
  limit: number,
): Promise<TagPage> {
  const tag = asTag(rawTag);
  const before = cursor === undefined ? START : ids.tryDecodeId(ID_KIND.cursor, cursor);
  if (before === null) throw invalid('invalid_cursor', { field: 'cursor' });
  const [rows, counted] = await Promise.all([
    run(`social_tag_page_${viewerId === null ? 'v' : 'm'}_${limit}`, tagPageSql(viewerId, tag, before, limit + 1)),
    cursor === undefined ? run('social_tag_count', tagCountSql(tag)) : Promise.resolve(null),
  ]);
  const taken = rows.slice(0, limit);
  const last = taken.at(-1);
  const posts: PublicPost[] = [];
  for (const r of taken) if (r.uuid !== null && r.uuid !== undefined) posts.push(toPublicPost(r, ids, viewerId, false));
  return {
    tag,
    post_count: counted ? toNumber(counted[0]?.n ?? 0) : null,
    rows: posts,
    next_cursor: rows.length > limit && last ? ids.encodeId(ID_KIND.cursor, toNumber(last.id)) : null,
  };
}

export async function searchTags(run: SqlRunner, query: string, limit: number): Promise<TagSearch> {
  const prefix = normaliseTag(query.trim().replace(/^#/u, ''));
  if (!/^[\p{L}\p{M}\p{N}_]{1,100}$/u.test(prefix)) return { rows: [] };
  const rows = await run(`social_tag_search_${limit}`, tagSearchSql(prefix, limit));
  return { rows: rows.map((r) => ({ tag: String(r.tag), post_count: toNumber(r.post_count) })) };
}
