import { useState } from 'react';

export interface ReviewPage<R> {
  rows: R[];
  next_cursor: string | null;
}

/**
 * The reviews a page shows, newest first: the first page it came with, more on demand, and the first page again
 * after the member's own write (theirs is then the newest). `fetchPage(null)` asks for the first page.
 */
export function useReviewPages<R>(first: ReviewPage<R>, fetchPage: (cursor: string | null) => Promise<ReviewPage<R>>) {
  const [rows, setRows] = useState<R[]>(first.rows);
  const [cursor, setCursor] = useState(first.next_cursor);
  const [loading, setLoading] = useState(false);

  const reload = () => {
    fetchPage(null)
      .then((page) => {
        setRows(page.rows);
        setCursor(page.next_cursor);
      })
      .catch(() => undefined);
  };

  const more = () => {
    if (!cursor) return;
    setLoading(true);
    fetchPage(cursor)
      .then((page) => {
        setRows((r) => [...r, ...page.rows]);
        setCursor(page.next_cursor);
      })
      .catch(() => setCursor(null))
      .finally(() => setLoading(false));
  };

  return { rows, cursor, loading, more, reload };
}
