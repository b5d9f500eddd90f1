// Hotel search: the catalog snapshot (static content) joined with what each hotel sells for the
// stay, filtered, sorted and cut into keyset pages.
//
// Like ETG's own search, offers come from a cache: a stay's offers are fresh for 10 s, then
// re-checked in the background while the last ones are still served (at most 10 minutes old; at
// once after this instance books or cancels). The re-check reads the supplier's change stamp of
// those nights and prices the city again only when something was booked or repriced. A search
// shows what was for sale moments ago; prebook re-checks price and availability before anyone pays. Result lists are
// cached per stay, destination, filters and sort, so paging and repeated searches cost a binary search.
import { nightsOf } from '../../../providers/hotel-supply/dates';
import type { CatalogSnapshot } from '../../../providers/hotel-supply/db-catalog';
import type { HotelSupply } from '../../../providers/hotel-supply/create-hotel-supply';
import { LruCache } from '../../../lib/lru-cache';
import { invalid } from '../../../lib/domain-error';
import { SwrCache } from './swr-cache';
import { stayKey, stayOffers, type OfferTable, type Stay } from './offers';
import { destinationKey, filtersKey, NO_FILTERS, type SearchQuery } from './query';
import {
  buildFacets,
  buildResultList,
  itemAt,
  startAfter,
  type Facets,
  type ResultItem,
  type ResultList,
} from './results';
import { catalogColumns, StayIndex } from './stay-index';

export interface SearchPage {
  /** The catalog the page was made from (for labels). */
  snapshot: CatalogSnapshot;
  items: ResultItem[];
  total: number;
  nextCursor: string | null;
  facets: Facets;
  nights: number;
}

interface StayEntry {
  /** The supplier's change stamp of the stay's nights when the offers were read (built-in only). */
  stamp: string | null;
  offers: OfferTable;
  /** Per commission percent (there is normally one). */
  indexes: Map<number, StayIndex>;
  lists: LruCache<ResultList>;
  facets: LruCache<Facets>;
  /** Rendered answers by request, valid as long as these offers are. */
  answers: LruCache<string>;
}

export interface EngineOptions {
  /** Offers younger than this are served without a refresh. Default 30 s. */
  offersFreshMs?: number;
  /** Offers older than this are not served at all. Default 10 minutes. */
  offersMaxAgeMs?: number;
  now?: () => number;
}

export function encodeCursor(sort: string, key: readonly number[]): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString('base64url');
}

export function decodeCursor(sort: string, cursor: string): number[] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value[0] === sort &&
      value.length >= 2 &&
      value.slice(1).every((x) => typeof x === 'number' && Number.isFinite(x))
    ) {
      return value.slice(1) as number[];
    }
  } catch {
    // fall through
  }
  throw invalid('invalid_cursor', { field: 'cursor' });
}

export class HotelSearchEngine {
  private readonly stays: SwrCache<StayEntry>;
  private readonly now: () => number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly supply: HotelSupply,
    options: EngineOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.offersMaxAgeMs ?? 10 * 60_000;
    this.stays = new SwrCache(48, options.offersFreshMs ?? 10_000, this.maxAgeMs, this.now);
  }

  /** Refresh cached offers on their next use, e.g. after a booking or cancellation on this instance. */
  invalidate(): void {
    this.stays.markStale();
  }

  catalog(): Promise<CatalogSnapshot> {
    return this.supply.catalog.snapshot();
  }

  /**
   * A search rendered by `render`, remembered under `answerKey` (the request) for as long as the
   * offers it was made from: repeated searches skip building and serialising the page.
   */
  async searchRendered(q: SearchQuery, answerKey: string, render: (page: SearchPage) => string): Promise<string> {
    const entry = await this.stayEntry(await this.catalog(), q.stay);
    return entry.answers.get(answerKey) ?? entry.answers.set(answerKey, render(await this.search(q)));
  }

  async search(q: SearchQuery): Promise<SearchPage> {
    const snapshot = await this.catalog();
    const entry = await this.stayEntry(snapshot, q.stay);
    const nights = nightsOf(q.stay.checkin, q.stay.checkout).length;
    let ix = entry.indexes.get(q.commissionPercent);
    if (!ix) {
      ix = new StayIndex(catalogColumns(snapshot.hotels), entry.offers, nights, q.commissionPercent);
      entry.indexes.set(q.commissionPercent, ix);
    }
    const bboxKey = q.filters.bbox ? filtersKey({ ...NO_FILTERS, bbox: q.filters.bbox }) : '';
    const facetsKey = `${destinationKey(q.destination)}#${bboxKey}#${q.commissionPercent}`;
    const facets =
      entry.facets.get(facetsKey) ?? entry.facets.set(facetsKey, buildFacets(ix, q.destination, q.filters.bbox));
    const listKey = `${facetsKey}#${filtersKey(q.filters)}#${q.sort}`;
    const list = entry.lists.get(listKey) ?? entry.lists.set(listKey, buildResultList(ix, q));

    const from = startAfter(ix, list, q.sort, q.cursor ? decodeCursor(q.sort, q.cursor) : null);
    const to = Math.min(list.count, from + q.limit);
    const items: ResultItem[] = [];
    for (let p = from; p < to; p++) items.push(itemAt(ix, list, q.sort, p));
    const last = items[items.length - 1];
    const nextCursor = last && to < list.count ? encodeCursor(q.sort, last.key) : null;
    return { snapshot, items, total: list.count, nextCursor, facets, nights };
  }

  /** Every match (not one page) for the map; capped. */
  async markers(q: SearchQuery, cap: number): Promise<{ items: ResultItem[]; total: number }> {
    const page = await this.search({ ...q, cursor: null, limit: cap });
    return { items: page.items, total: page.total };
  }

  /** The cheapest offers of a few hotels for a stay (home page cards, favourites). */
  async offersFor(stay: Stay): Promise<OfferTable> {
    const snapshot = await this.catalog();
    return (await this.stayEntry(snapshot, stay)).offers;
  }

  private stayEntry(snapshot: CatalogSnapshot, stay: Stay): Promise<StayEntry> {
    const { provider } = this.supply;
    return this.stays.get(`${snapshot.version}#${stayKey(stay)}`, async (previous) => {
      // Read the stamp before the offers: a booking in between shows as a change next time.
      const stamp = await provider.availabilityStamp(stay.checkin, stay.checkout);
      if (previous && stamp !== null && previous.stamp === stamp) return previous;
      return {
        stamp,
        offers: await stayOffers(provider, stay),
        indexes: new Map<number, StayIndex>(),
        lists: new LruCache<ResultList>(128, this.maxAgeMs, this.now),
        facets: new LruCache<Facets>(128, this.maxAgeMs, this.now),
        answers: new LruCache<string>(512, this.maxAgeMs, this.now),
      };
    });
  }
}
