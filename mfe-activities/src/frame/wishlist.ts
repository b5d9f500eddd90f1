// The first frame of /wishlist (entry: index.ts): a member's first saved activities painted from the api's answer
// before the app has loaded, so the first card's picture, the page's largest paint, comes early. Its markup and CSS
// are the page's own (src/frame-template.tsx renders wishlist-layout.tsx and the activity card at build time); this
// fills copies of them (cards.ts, as /activities' frame), so the page's first picture lands where the frame's was
// (e2e first-frame-wishlist.spec.ts). A member's page: the session first, and nothing asked or painted for a visitor
// (the page sends them to sign in) or a member whose saved language or theme the shell will switch to.
import {
  getJson,
  loadFrameMoney,
  loadFrameTemplate,
  memberStartsAsVisit,
  paintFrame,
  postJson,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type Lang,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { WishlistPage } from '@/lib/api-types';
import { wishlistPageBody } from '@/lib/wishlist-page-body';
import { fillCardGrid } from './cards';
import { activityCountText, TEXTS } from './texts';

/** Cards painted: the first screen's (one column on a phone, two rows of four on a wide screen). */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 8);

/** The page's screen with the member's count and first cards, or its empty state. */
function page(template: FrameTemplate, wishlist: WishlistPage, money: FrameMoney, lang: Lang): DocumentFragment {
  const content = templatePart(template, wishlist.rows.length === 0 ? 'wishlistEmpty' : 'wishlist');
  const count = content.querySelector('[data-slot="count"]');
  if (count) count.textContent = activityCountText(TEXTS[lang].wishlist, wishlist.count, lang);
  // Every card here is a saved one: its heart filled.
  const rows = wishlist.rows.slice(0, cardsToPaint(window.innerWidth)).map((a) => ({ ...a, is_wishlisted: true }));
  fillCardGrid(content, rows, { template, money, lang, member: true });
  return content;
}

/** /wishlist: the member's first page of saved activities. */
export async function paintWishlist(visit: FrameVisit): Promise<void> {
  // The template (a static file) beside the session; the api is asked nothing more for a visitor.
  const [session, template] = await Promise.all([
    getJson<SessionPayload>('/auth/session'),
    loadFrameTemplate('wishlist', visit),
  ]);
  if (!session.user || !session.csrfToken || !memberStartsAsVisit(session.user, visit)) return;
  const [wishlist, money] = await Promise.all([
    postJson<WishlistPage>('/wishlist/fetch-all', wishlistPageBody(1), session.csrfToken),
    loadFrameMoney(),
  ]);
  // Shown until the page has its cards, or its empty state (not its loading state).
  const until = wishlist.rows.length === 0 ? '[data-testid="wishlist-empty"]' : '[data-testid="activity-card"]';
  await paintFrame('wishlist', template.css, page(template, wishlist, money, visit.lang), until);
}
