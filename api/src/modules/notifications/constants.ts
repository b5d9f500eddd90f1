/** Spec §9: notifications page size. */
export const NOTIFICATIONS_PAGE_SIZE = 15;
/** Open streams per user per api instance (tabs, devices); the oldest gives way. */
export const MAX_STREAMS_PER_USER = 8;
/** A comment line keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Streams end after this long and the browser reconnects, which re-checks the session. */
export const STREAM_MAX_AGE_MS = 30 * 60 * 1000;
