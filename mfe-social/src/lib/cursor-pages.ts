// A list the api pages with a cursor (`{ rows, next_cursor }`), held by useInfiniteQuery, and the edits a write makes
// to it in the cache (patch, drop or add a row) instead of loading it again.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

export interface CursorPage<T> {
  rows: T[];
  next_cursor: string | null;
}
export type CursorPages<T> = InfiniteData<CursorPage<T>, unknown>;

/** The options every cursor-paged list shares (spread into useInfiniteQuery). */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor,
};

/** The rows of every loaded page; a row met twice (the list moved between two pages) is kept once. */
export function rowsOf<T>(data: CursorPages<T> | undefined, idOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of data?.pages ?? [])
    for (const row of page.rows) {
      const id = idOf(row);
      if (!seen.has(id)) {
        seen.add(id);
        rows.push(row);
      }
    }
  return rows;
}

/** Rewrites the cached rows page by page; `last` is true for the last loaded page (where a new row goes). */
export function editRows<T>(client: QueryClient, key: QueryKey, change: (rows: T[], last: boolean) => T[]): void {
  client.setQueryData<CursorPages<T>>(key, (data) =>
    data
      ? { ...data, pages: data.pages.map((p, i) => ({ ...p, rows: change(p.rows, i === data.pages.length - 1) })) }
      : data,
  );
}
