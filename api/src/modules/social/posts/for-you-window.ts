import { toNumber } from '../shared/raw';
import type { SqlRunner } from '../shared/sql-runner';
import { FOR_YOU_WINDOW, forYouWindowSql } from './feed-tab-queries';

/** A ranked window: its bounds (the cursor's pin and floor) and its posts, best first. */
export interface RankedWindow {
  pin: number;
  floor: number;
  posts: { id: number; userId: number; score: number }[];
}

const NEWEST = 'newest';

/** Windows kept at once: the newest, the one before it (readers still paging it), and a few a cursor named. */
const MAX_WINDOWS = 8;

/**
 * For you ranks the same newest public posts for every reader; only who is left out differs (feed-tabs.ts does
 * that per reader). So one ranking is made per window and TTL (the feed page cache's) and shared by every reader
 * and page of this instance, instead of one per reader's page: a reader's page that is not in the page cache is then
 * a pick of ids (forYouPickSql), about 1 ms of PostgreSQL on the bench's data against 3 ms for ranking the window
 * for that reader as before. Scores are as of the ranking: within the TTL a feed is a snapshot anyway. Requests for
 * a window being ranked wait for that ranking. A TTL of 0 ranks every time.
 */
export class ForYouWindows {
  private readonly kept = new Map<string, { until: number; window: Promise<RankedWindow | null> }>();

  constructor(
    private readonly run: SqlRunner,
    private readonly ttlMs: number,
    private readonly size = FOR_YOU_WINDOW,
  ) {}

  /** The newest window (no bounds) or the one a cursor fixed; null when it holds no public post. */
  get(bounds: { pin: number; floor: number } | null): Promise<RankedWindow | null> {
    const key = bounds ? `${bounds.pin}:${bounds.floor}` : NEWEST;
    const hit = this.kept.get(key);
    if (hit && hit.until > Date.now()) return hit.window;
    const window = this.rank(bounds);
    if (this.ttlMs <= 0) return window;
    const until = Date.now() + this.ttlMs;
    this.keep(key, until, window);
    // The newest window is also the one its readers' cursors name (same posts): their next pages find it.
    if (!bounds)
      void window.then(
        (w) => w && this.keep(`${w.pin}:${w.floor}`, until, window),
        () => undefined,
      );
    window.catch(() => {
      if (this.kept.get(key)?.window === window) this.kept.delete(key);
    });
    return window;
  }

  private keep(key: string, until: number, window: Promise<RankedWindow | null>): void {
    this.kept.delete(key);
    this.kept.set(key, { until, window });
    // Map order is insertion order: the oldest ranking goes first.
    if (this.kept.size > MAX_WINDOWS) this.kept.delete(this.kept.keys().next().value as string);
  }

  private async rank(bounds: { pin: number; floor: number } | null): Promise<RankedWindow | null> {
    const bound = bounds ? 'b' : 'n';
    const rows = await this.run(`social_for_you_window_${bound}_${this.size}`, forYouWindowSql(bounds, this.size));
    if (rows.length === 0) return null;
    const posts = rows.map((r) => ({ id: toNumber(r.id), userId: toNumber(r.user_id), score: toNumber(r.score) }));
    let pin = 0;
    let floor = Number.MAX_SAFE_INTEGER;
    for (const { id } of posts) {
      pin = Math.max(pin, id);
      floor = Math.min(floor, id);
    }
    // A cursor's window keeps the cursor's bounds (posts hidden since may have narrowed what is left of it).
    return bounds ? { ...bounds, posts } : { pin, floor, posts };
  }
}
