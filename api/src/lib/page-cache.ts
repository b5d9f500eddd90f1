import type { z } from 'zod';
import { ALL_KEYS } from './invalidation-bus';

export interface PageCacheOptions {
  /** How long an entry is trusted; 0 turns the cache off. */
  ttlMs: number;
  /** Bounds: the least recently used entries go first when either is passed. */
  maxEntries: number;
  /** Sum of the stored bodies' sizes in bytes. */
  maxBytes: number;
  /** Storing is refused while this says false (the invalidation bus is down: a forget could be missed). */
  live?: () => boolean;
  /**
   * Share of the TTL taken off at random per entry (0–1, default 0), so pages cached together do not all expire
   * and hit the database together. Entries still never outlive `ttlMs`.
   */
  jitter?: number;
}

interface Entry {
  group: string;
  body: Buffer;
  until: number;
}

/** After this many remembered forgets, the memory of them is traded for refusing every read in flight. */
const MAX_FORGOTTEN_GROUPS = 10_000;

/**
 * Serialized pages (the UTF-8 JSON of an answer) by group (a reader, a recipient) and key (cursor, page size…):
 * a hit is sent as it is, with no query, no serialisation and no encoding (a Buffer goes to the socket as it is;
 * a string would be encoded again on every write). Each entry is trusted for `ttlMs`; the cache is LRU-bounded
 * by count and size. `forget(group)` drops one group's entries, `clear()` all of them.
 *
 * A read that took its `ticket()` before a forget of its group (or a clear) is not stored: it may have read
 * the rows that forget was about (the same in-flight guard as the session cache).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly groups = new Map<string, Set<string>>();
  /** group → generation of its last forget. */
  private readonly forgotten = new Map<string, number>();
  private bytes = 0;
  private gen = 0;
  /** Tickets below this are refused: a clear, or the forget memory was trimmed. */
  private floor = 0;
  /** Loads in flight by entry id, with the ticket each took (see `load`). */
  private readonly flights = new Map<string, { ticket: number; body: Promise<Buffer> }>();
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before reading the database, handed back to `set`. */
  ticket(): number {
    return this.gen;
  }

  get(group: string, key: string, now = Date.now()): Buffer | undefined {
    if (!this.enabled) return undefined;
    const id = `${group}\u0000${key}`;
    const entry = this.entries.get(id);
    if (!entry || entry.until <= now) {
      if (entry) this.remove(id, entry);
      this.misses++;
      return undefined;
    }
    // Most recently used goes last: Map keeps insertion order, so the first entry is the one to evict.
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.hits++;
    return entry.body;
  }

  /**
   * The page from the cache, or from `read`, stored under a ticket taken before reading. Requests for the same
   * page while it is being read wait for that read instead of repeating it, unless their group was forgotten
   * since it began (a reader's own write must not be answered with a page read before it).
   */
  async load(group: string, key: string, read: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.get(group, key);
    if (hit !== undefined) return hit;
    const id = `${group}\u0000${key}`;
    const flight = this.flights.get(id);
    if (flight && this.current(group, flight.ticket)) return flight.body;
    const ticket = this.ticket();
    const body = read();
    if (this.enabled) this.flights.set(id, { ticket, body });
    try {
      const result = await body;
      this.set(group, key, result, ticket);
      return result;
    } finally {
      if (this.flights.get(id)?.body === body) this.flights.delete(id);
    }
  }

  set(group: string, key: string, body: Buffer, ticket: number, now = Date.now()): void {
    if (!this.enabled || !this.current(group, ticket)) return;
    if (this.options.live && !this.options.live()) return;
    if (body.length > this.options.maxBytes) return;
    const id = `${group}\u0000${key}`;
    const old = this.entries.get(id);
    if (old) this.remove(id, old);
    const ttl = this.options.ttlMs * (1 - Math.random() * (this.options.jitter ?? 0));
    this.entries.set(id, { group, body, until: now + ttl });
    let ids = this.groups.get(group);
    if (!ids) this.groups.set(group, (ids = new Set()));
    ids.add(id);
    this.bytes += body.length;
    while (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes) {
      const oldest = this.entries.entries().next();
      if (oldest.done) break;
      this.remove(oldest.value[0], oldest.value[1]);
    }
  }

  forget(group: string): void {
    this.gen++;
    if (this.forgotten.size >= MAX_FORGOTTEN_GROUPS) {
      this.forgotten.clear();
      this.floor = this.gen;
    }
    this.forgotten.set(group, this.gen);
    for (const id of this.groups.get(group) ?? []) {
      const entry = this.entries.get(id);
      if (entry) this.remove(id, entry);
    }
  }

  clear(): void {
    this.gen++;
    this.floor = this.gen;
    this.forgotten.clear();
    this.entries.clear();
    this.groups.clear();
    this.bytes = 0;
  }

  /** Nothing forgotten in `group` since the ticket was taken. */
  private current(group: string, ticket: number): boolean {
    return ticket >= this.floor && (this.forgotten.get(group) ?? -1) <= ticket;
  }

  private remove(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.body.length;
    const ids = this.groups.get(entry.group);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) this.groups.delete(entry.group);
  }
}

/**
 * A page as UTF-8 JSON, through `cache.load`, encoded by the route's response schema as fastify's serializer would
 * (unknown keys dropped, a mismatch throws). Fastify sends a Buffer as it is, never through the serializer, so the
 * Buffer is typed as the answer the schema declares: return it from the handler, with a JSON content type.
 */
export async function cachedJson<S extends z.ZodType>(
  cache: PageCache,
  group: string,
  key: string,
  schema: S,
  load: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const body = await cache.load(group, key, async () => Buffer.from(JSON.stringify(schema.encode(await load()))));
  return body as unknown as z.output<S>;
}

/** A bus handler for a topic whose key is a group or ALL_KEYS (lib/invalidation-bus.ts). */
export function forgetByKey(cache: PageCache): (key: string) => void {
  return (key) => (key === ALL_KEYS ? cache.clear() : cache.forget(key));
}
