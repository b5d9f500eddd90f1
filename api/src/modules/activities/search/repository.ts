import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';

// The header search. search_key() (migration 0200) folds case, accents and Arabic spelling variants;
// activities keep their names folded in search_en / search_ar (with a leading space), each with a gin trigram index that
// serves both `like '%…%'` (substring) and `<%` (pg_trgm word similarity ≥ 0.6, a small typo).

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type ActivityHit = {
  activity_id: number | string;
  slug: string;
  name_en: string;
  name_ar: string;
  main_category: string;
};

const HIT_COLUMNS = sql`activity_id, slug, name_en, name_ar, main_category`;

export type SubstringMode = 'word-start' | 'anywhere';

/** Which name columns a query can match: Latin text never matches an Arabic name, nor the reverse. */
export type NameColumns = 'en' | 'ar' | 'both';

export function columnsFor(text: string): NameColumns {
  const arabic = /[\u0600-\u06ff]/.test(text);
  const latin = /[a-z\u00c0-\u024f]/i.test(text);
  if (arabic && !latin) return 'ar';
  if (latin && !arabic) return 'en';
  return 'both';
}

function anyColumn(columns: NameColumns, test: (column: SQL) => SQL): SQL {
  if (columns === 'en') return test(sql`search_en`);
  if (columns === 'ar') return test(sql`search_ar`);
  return sql`(${test(sql`search_en`)} or ${test(sql`search_ar`)})`;
}

/**
 * Names where the text starts a word ('word-start'), or appears anywhere ('anywhere'), best rated
 * first. The common case, kept cheap: plain indexed columns and nothing computed per row, so for a
 * frequent word the planner walks the rating index and stops at the limit, and for a rare one it
 * reads the trigram index.
 */
export function substringSearchSql(
  text: string,
  limit: number,
  mode: SubstringMode,
  columns: NameColumns = columnsFor(text),
): SQL {
  const pattern = sql`search_key(${mode === 'word-start' ? `% ${escapeLike(text)}%` : `%${escapeLike(text)}%`})`;
  return sql`
    select ${HIT_COLUMNS}
    from activities
    where ${anyColumn(columns, (column) => sql`${column} like ${pattern}`)}
    order by rating desc, activity_id
    limit ${limit}`;
}

/**
 * Names a small typo away (pg_trgm word similarity of at least 0.6), best rated first: the second
 * pass, run only when substrings found too few. Every candidate already passed the similarity bar, so
 * ranking them by rating rather than by similarity keeps the pass cheap without letting noise in.
 */
export function similarSearchSql(text: string, limit: number, columns: NameColumns = columnsFor(text)): SQL {
  const key = sql`search_key(${text})`;
  return sql`
    select ${HIT_COLUMNS}
    from activities
    where ${anyColumn(columns, (column) => sql`${key} <% ${column}`)}
    order by rating desc, activity_id
    limit ${limit}`;
}

export async function searchActivitiesBySubstring(
  db: Db,
  text: string,
  limit: number,
  mode: SubstringMode,
): Promise<ActivityHit[]> {
  return (await db.execute<ActivityHit>(substringSearchSql(text, limit, mode))).rows;
}

export async function searchActivitiesBySimilarity(db: Db, text: string, limit: number): Promise<ActivityHit[]> {
  return (await db.execute<ActivityHit>(similarSearchSql(text, limit))).rows;
}

export type UserHit = {
  uuid: string;
  username: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  is_verified: boolean | null;
};

// Must stay the expression of users_search_trgm_idx (migration 0200) for the index to apply.
const userText = sql`search_key(u.username || ' ' || u.first_name || ' ' || u.last_name)`;

export function userSearchSql(text: string, limit: number): SQL {
  const key = sql`search_key(${text})`;
  return sql`
    select u.uuid, u.username, u.first_name, u.last_name, p.profile_picture, p.is_verified
    from users u
    left join profiles p on p.user_id = u.id
    where u.deleted_at is null
      and (${userText} like search_key(${`%${escapeLike(text)}%`}) or ${key} <% ${userText})
    order by
      (lower(u.username) = ${key}) desc,
      (${userText} like search_key(${`${escapeLike(text)}%`})) desc,
      word_similarity(${key}, ${userText}) desc,
      coalesce(p.is_verified, false) desc,
      u.id
    limit ${limit}`;
}

export async function searchUsers(db: Db, text: string, limit: number): Promise<UserHit[]> {
  return (await db.execute<UserHit>(userSearchSql(text, limit))).rows;
}
