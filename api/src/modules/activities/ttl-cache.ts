// Answers remembered briefly, per process (each api instance keeps its own). For values that are the
// same for every visitor and change only when the catalog does: list totals and search hits.

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>, now?: number): Promise<T>;
}

export function createTtlCache<T>(ttlMs: number, maxKeys: number): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, load, now = Date.now()) {
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      // A crude bound: a full cache starts over rather than tracking recency on every read.
      if (entries.size >= maxKeys) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}

/** One cache per database object, so test apps never see each other's answers. */
export function perDatabase<T>(make: () => TtlCache<T>): (db: object) => TtlCache<T> {
  const caches = new WeakMap<object, TtlCache<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = make();
      caches.set(db, cache);
    }
    return cache;
  };
}
