/** Posts per page of the feed (its own module: the first frame, src/frame, asks for the same first page). */
export const FEED_PAGE_SIZE = 10;
