// A cache that answers from a stale value while one background load refreshes it (stale while
// revalidate), so no search waits for a city to be priced again once it has been priced once.
// Loads are single-flight per key and get the value they replace, so a load that finds nothing
// changed can hand it back as it is. A failed load keeps the old value, or drops a key that had none.

interface Entry<V> {
  value?: V;
  fetchedAt: number;
  stale: boolean;
  pending?: Promise<V>;
}

export class SwrCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    /** Served without a refresh while younger than this. */
    private readonly freshMs: number,
    /** Older than this, a value is not served: the caller waits for the load. */
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = { fetchedAt: 0, stale: true };
      this.entries.set(key, entry);
      this.evict();
    }
    const age = this.now() - entry.fetchedAt;
    if (entry.value !== undefined && age <= this.maxAgeMs) {
      if (entry.stale || age > this.freshMs) void this.refresh(key, entry, load).catch(() => undefined);
      return Promise.resolve(entry.value);
    }
    return this.refresh(key, entry, load);
  }

  /** Every value is refreshed on its next use (served meanwhile), e.g. after this instance booked. */
  markStale(): void {
    for (const e of this.entries.values()) e.stale = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private refresh(key: string, entry: Entry<V>, load: (previous: V | undefined) => Promise<V>): Promise<V> {
    entry.pending ??= load(entry.value)
      .then((value) => {
        entry.value = value;
        entry.fetchedAt = this.now();
        entry.stale = false;
        return value;
      })
      .catch((error: unknown) => {
        if (entry.value === undefined && this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      })
      .finally(() => {
        entry.pending = undefined;
      });
    return entry.pending;
  }

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
