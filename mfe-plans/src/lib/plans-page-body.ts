// The request /plans makes first (my plans, a page at a time), written once: the page's query and its first frame
// (src/frame) send the very same body, so the page takes the frame's answer (takeFrameAnswer) instead of asking again.
// Free of imports: frame.js includes it.

export const PLANS_PAGE_SIZE = 12;

/** The body of POST /plans/fetch-all. */
export const plansPageBody = (page: number, limit = PLANS_PAGE_SIZE) => ({ page, limit });
