import { SEARCH_MAX_RESULTS } from '@jad/shared-ui/core';
import { apiPost } from '@jad/shared-ui';
import { tagHref, type TagResult } from './tags';

// POST /search/activities {name} and POST /search/users {query} (spec §7). Shapes as the api sends
// them (api/src/modules/activities/types.ts), checked field by field: a bad row is dropped, not shown.

export interface ActivityResult {
  kind: 'activity';
  id: string;
  name_en: string;
  name_ar: string;
  thumbnail: string;
}

export interface PersonResult {
  kind: 'person';
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  is_verified: boolean;
}

export type SearchResult = ActivityResult | PersonResult | TagResult;
export type SearchMode = 'activities' | 'people';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function toActivity(row: unknown): ActivityResult | null {
  if (!isRecord(row)) return null;
  const id = text(row.activity_id);
  const en = text(row.name_en);
  if (!id || en === null) return null;
  return {
    kind: 'activity',
    id,
    name_en: en,
    name_ar: text(row.name_ar) ?? en,
    thumbnail: text(row.horizontal_thumbnail) ?? '',
  };
}

function toPerson(row: unknown): PersonResult | null {
  if (!isRecord(row)) return null;
  const username = text(row.username);
  if (!username) return null;
  const profile = isRecord(row.profile) ? row.profile : {};
  return {
    kind: 'person',
    id: text(row.uuid) ?? username,
    username,
    first_name: text(row.first_name) ?? '',
    last_name: text(row.last_name) ?? '',
    profile_picture: text(profile.profile_picture),
    is_verified: profile.is_verified === true,
  };
}

// The searches are POSTs, which the api's CSRF guard checks for a signed-in browser: the request layer waits for the
// session (and its token) before sending them.
export async function searchActivities(name: string, signal?: AbortSignal): Promise<ActivityResult[]> {
  const data = await apiPost<{ activities?: unknown[] }>('/search/activities', { name }, { signal });
  return (data.activities ?? [])
    .map(toActivity)
    .filter((r): r is ActivityResult => r !== null)
    .slice(0, SEARCH_MAX_RESULTS);
}

export async function searchPeople(query: string, signal?: AbortSignal): Promise<PersonResult[]> {
  const data = await apiPost<{ profiles?: unknown[] }>('/search/users', { query }, { signal });
  return (data.profiles ?? [])
    .map(toPerson)
    .filter((r): r is PersonResult => r !== null)
    .slice(0, SEARCH_MAX_RESULTS);
}

export const resultHref = (result: SearchResult): string =>
  result.kind === 'activity'
    ? `/activity-detail?acid=${encodeURIComponent(result.id)}`
    : result.kind === 'tag'
      ? tagHref(result.tag)
      : `/profile/${encodeURIComponent(result.username)}`;
