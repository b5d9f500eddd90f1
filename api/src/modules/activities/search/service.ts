import type { Db } from '../../../db/client';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { ACTIVITY_KIND } from '../ids';
import { SEARCH_THUMBNAIL_WIDTH, thumbnailUrl } from '../images/urls';
import { searchActivitiesBySimilarity, searchActivitiesBySubstring, searchUsers, type ActivityHit } from './repository';
import { vocabularyOf } from './vocabulary';
import { LruCache, perOwner } from '../../../lib/lru-cache';
import { correctQuery } from './typo-correction';
import type { SearchActivitiesResponse, SearchUsersResponse } from '../types';

/** Collapses white space; an empty query answers nothing rather than everything. */
export function normaliseQuery(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const MIN_QUERY_LENGTH = 1;

function mergeHits(first: ActivityHit[], more: ActivityHit[], limit: number): ActivityHit[] {
  const seen = new Set(first.map((h) => String(h.activity_id)));
  return [...first, ...more.filter((h) => !seen.has(String(h.activity_id)))].slice(0, limit);
}

// Typing sends the same few prefixes from many visitors ('d', 'de', 'des'…): the hits of a query are the
// same for everyone and change only with the catalog, so they are remembered for a minute.
const hitsCacheOf = perOwner(() => new LruCache<Promise<ActivityHit[]>>(5000, 60_000));

async function findHits(db: Db, text: string, limit: number): Promise<ActivityHit[]> {
  // Word starts first, then any substring (both cheap); then names a typo away by trigrams; then, for a
  // typo trigrams cannot see in a short word, the query with its words spelled as the catalog does.
  let hits = await searchActivitiesBySubstring(db, text, limit, 'word-start');
  if (hits.length < limit)
    hits = mergeHits(hits, await searchActivitiesBySubstring(db, text, limit, 'anywhere'), limit);
  if (hits.length < limit) hits = mergeHits(hits, await searchActivitiesBySimilarity(db, text, limit), limit);
  if (hits.length < limit) {
    const corrected = correctQuery(text, await vocabularyOf(db));
    if (corrected) hits = mergeHits(hits, await searchActivitiesBySubstring(db, corrected, limit, 'word-start'), limit);
  }
  return hits;
}

export async function searchActivityNames(
  db: Db,
  ids: OpaqueIds,
  name: string,
  limit: number,
): Promise<SearchActivitiesResponse> {
  const text = normaliseQuery(name);
  if (text.length < MIN_QUERY_LENGTH) return { activities: [] };
  const hits = await hitsCacheOf(db).remember(`${limit}:${text.toLowerCase()}`, () => findHits(db, text, limit));
  return {
    activities: hits.map((h) => ({
      activity_id: ids.encodeId(ACTIVITY_KIND, Number(h.activity_id)),
      name_en: h.name_en,
      name_ar: h.name_ar,
      horizontal_thumbnail: thumbnailUrl(h.slug, SEARCH_THUMBNAIL_WIDTH),
      main_category: h.main_category,
    })),
  };
}

export async function searchPeople(db: Db, query: string, limit: number): Promise<SearchUsersResponse> {
  // A leading @ is how people write usernames; it is not part of one.
  const text = normaliseQuery(query).replace(/^@/, '');
  if (text.length < MIN_QUERY_LENGTH) return { profiles: [] };
  const hits = await searchUsers(db, text, limit);
  return {
    profiles: hits.map((h) => ({
      uuid: h.uuid,
      username: h.username,
      first_name: h.first_name,
      last_name: h.last_name,
      profile: { profile_picture: h.profile_picture, is_verified: h.is_verified === true },
    })),
  };
}
