import { SEARCH_MAX_RESULTS } from '@jad/shared-ui/core';
import { apiPost } from '@jad/shared-ui';

// POST /tags/search {query} (api/src/modules/social/tags): on /feed, a query that starts with "#" looks for tags.

export interface TagResult {
  kind: 'tag';
  id: string;
  tag: string;
  post_count: number;
}

export const isTagQuery = (query: string): boolean => query.startsWith('#');

function toTag(row: unknown): TagResult | null {
  if (typeof row !== 'object' || row === null) return null;
  const { tag, post_count } = row as Record<string, unknown>;
  if (typeof tag !== 'string' || !tag || typeof post_count !== 'number') return null;
  return { kind: 'tag', id: tag, tag, post_count };
}

export async function searchTags(query: string, signal?: AbortSignal): Promise<TagResult[]> {
  const data = await apiPost<{ rows?: unknown[] }>('/tags/search', { query, limit: SEARCH_MAX_RESULTS }, { signal });
  return (data.rows ?? []).map(toTag).filter((r): r is TagResult => r !== null);
}

export const tagHref = (tag: string): string => `/tag/${encodeURIComponent(tag)}`;
