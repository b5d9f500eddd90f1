import type { InvalidationBus } from '../../lib/invalidation-bus';
import { forgetByKey, PageCache } from '../../lib/page-cache';

/** Bounds of the notifications page cache (a page of 15 is about 10 KB of JSON). */
const MAX_ENTRIES = 20_000;
const MAX_BYTES = 48 * 1024 * 1024;

/**
 * The drawer's pages (page, limit, checkSeen) by recipient, as JSON text (README "Page cache"). Forgotten exactly
 * when the recipient's notifications change: the notifications trigger's NOTIFY (created, marked seen, an unseen
 * one deleted) reaches every instance through the listener; what it does not announce (a seen one deleted, a
 * follow changing `is_followed`, the recipient's own profile) comes on the bus. `ttlMs` is only a safety net,
 * for what neither says (another person's name or picture on a row).
 */
export function createNotificationsCache(bus: InvalidationBus, ttlMs: number, listening: () => boolean): PageCache {
  const pages = new PageCache({
    ttlMs,
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    live: () => bus.healthy && listening(),
  });
  bus.subscribe('notifications', forgetByKey(pages));
  bus.subscribe('user', (key) => pages.forget(key));
  bus.onReset(() => pages.clear());
  return pages;
}

export const notificationsPageKey = (q: { page: number; limit: number; checkSeen: boolean }) =>
  `${q.page}|${q.limit}|${q.checkSeen ? 1 : 0}`;
