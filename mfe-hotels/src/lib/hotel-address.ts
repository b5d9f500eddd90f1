// The hotel page's addresses and its first request, written once: the page (features/details) and its first frame
// (src/frame) build them alike, so the page takes the frame's answer (takeFrameAnswer matches the very same path)
// and the frame's links lead where the page's do. Free of imports: frame.js includes it.

/** The stay a hotel page asks rates for: dates and the `rooms` value (shared-ui's formatRooms). */
export interface StayQuery {
  checkin: string;
  checkout: string;
  rooms: string;
}

export const isIsoDate = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** The stay of the address: both dates well formed, else none (the page then shows the hotel without rates). */
export const stayOf = (checkin: string | null, checkout: string | null, rooms: string): StayQuery | null =>
  isIsoDate(checkin) && isIsoDate(checkout) ? { checkin, checkout, rooms } : null;

/** GET /hotels/:hid with its query in the path (not as request params: takeFrameAnswer matches paths). */
export function hotelRequestPath(hid: string, stay: StayQuery | null, lang: string): string {
  const query = new URLSearchParams({ lang, ...(stay ?? {}) });
  return `/hotels/${encodeURIComponent(hid)}?${query.toString()}`;
}

/** The search the hotel page leads back to: the hotel's area (Dubai when it has none), for the same stay. */
export const resultsHref = (areaSlug: string | undefined, stay: StayQuery | null): string =>
  `/hotels?dest=${encodeURIComponent(areaSlug ?? 'dubai')}${stay ? `&checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=${stay.rooms}` : ''}`;
