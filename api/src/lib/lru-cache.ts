// The api's one small in-process cache: least recently used out first, every entry trusted for a time to live.
// Caches with more to them build on their own structures for reasons of their own: the session cache
// (modules/sessions/cache.ts: forget generations), the page cache (lib/page-cache.ts: byte bounds, group
// forgets) and the hotel search's stale-while-revalidate cache (modules/hotels/search/swr-cache.ts).

/** A small least-recently-used cache with a time to live, on Map's insertion order. */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /**
   * The value under `key`, or `load()`'s, stored. A promise is stored as it is, so concurrent callers share one
   * load; one that rejects is forgotten, so a failure is not remembered for the whole time to live.
   */
  remember(key: string, load: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = this.set(key, load());
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per owner object (a database handle), so test apps never see each other's answers. */
export function perOwner<C>(make: () => C): (owner: object) => C {
  const caches = new WeakMap<object, C>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = make();
      caches.set(owner, cache);
    }
    return cache;
  };
}
