// The request /wishlist makes first (the member's saved activities, a page at a time), written once: the page's query
// and its first frame (src/frame/wishlist.ts) send the very same body, so the page takes the frame's answer
// (takeFrameAnswer) instead of asking again. Free of imports: frame.js includes it.

export const WISHLIST_PAGE_SIZE = 12;

/** The body of POST /wishlist/fetch-all. */
export const wishlistPageBody = (page: number, limit = WISHLIST_PAGE_SIZE) => ({ page, limit });
