import type { OpaqueIds } from './opaque-id';

/** Distinct (kind, id) pairs kept; a feed page mints ~40 ids and readers share most of them. */
const CAPACITY = 50_000;
const memos = new WeakMap<OpaqueIds, OpaqueIds>();

/**
 * The app's opaque ids with encodeId remembered: minting costs an HMAC and an AES-GCM pass (~20–80 µs),
 * and the same posts, people and media are minted again on every page that shows them. An id always
 * encodes to the same string, so a cached answer is exactly the fresh one. Decoding is not cached.
 */
export function memoIds(ids: OpaqueIds): OpaqueIds {
  const existing = memos.get(ids);
  if (existing) return existing;
  const cache = new Map<string, string>();
  const memo: OpaqueIds = {
    encodeId(kind, n) {
      const key = `${kind}:${String(n)}`;
      let value = cache.get(key);
      if (value === undefined) {
        value = ids.encodeId(kind, n);
        // Insertion order makes the first key the oldest: drop it when full.
        if (cache.size >= CAPACITY) cache.delete(cache.keys().next().value as string);
        cache.set(key, value);
      }
      return value;
    },
    decodeId: (kind, value) => ids.decodeId(kind, value),
    tryDecodeId: (kind, value) => ids.tryDecodeId(kind, value),
  };
  memos.set(ids, memo);
  return memo;
}
