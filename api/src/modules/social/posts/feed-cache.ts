import type { InvalidationBus } from '../../../lib/invalidation-bus';
import { forgetByKey, PageCache } from '../../../lib/page-cache';

/** Bounds of the feed page cache (a page of 10 posts is about 10 KB of JSON): the least recently read go first. */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Every visitor reads the same pages. */
const VISITOR = 'visitor';

/**
 * Feed pages as JSON text, per reader (visitors share one group), cursor and page size (social/README.md, "Caches").
 * Read-your-writes: the reader's own writes forget their pages on every instance (bus topic `feed`), as do changes
 * to their own user or profile (`user`); an edited, deleted or hidden post forgets all pages. Everyone else's new
 * posts, likes and comments show within `ttlMs`: a feed is a snapshot refreshed on pull.
 */
export function createFeedCache(bus: InvalidationBus, ttlMs: number): PageCache {
  const pages = new PageCache({
    ttlMs,
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    jitter: 0.2,
    live: () => bus.healthy,
  });
  bus.subscribe('feed', forgetByKey(pages));
  bus.subscribe('user', (key) => pages.forget(key));
  bus.onReset(() => pages.clear());
  return pages;
}

export const feedReaderGroup = (viewerId: number | null): string => (viewerId === null ? VISITOR : String(viewerId));
export const feedPageKey = (cursor: string | undefined, limit: number, tab?: string): string =>
  `${tab ?? ''}|${limit}|${cursor ?? ''}`;
