// The first frame of /feed (entry: index.ts): the api's first posts painted before the app has loaded, so the first
// post's photo, the page's largest paint, comes early. Its markup and CSS are the page's own (src/frame-template.tsx
// renders feed-page and its post card at build time, as a visitor sees them); this fills copies of its post with
// the api's answer. It paints the page a visitor sees; a member gets nothing here (their page differs: a composer
// instead of the sign-in hint).
import {
  getJson,
  loadFrameTemplate,
  paintFrame,
  postJson,
  templatePart,
  type FrameTemplate,
  type FrameVisit,
} from '@jad/shared-ui/frame';
import { FEED_PAGE_SIZE } from '@/shared/feed-page-size';
import type { FeedPage, PublicPost } from '@/lib/api-types';
import { postCard } from './post-card';
import { postTexts, type PostTexts } from './texts';

/** The page as the frame shows it: the visitor's sign-in hint with the posts after it (not its skeletons). */
const SHOWN_UNTIL = '[role="alert"] ~ article';

/** The page's sidebar (feed-page.tsx): from this width on. The wide template has it; narrower screens lose it. */
const SIDEBAR_FROM_PX = 1000;

/** The first screen shows one post and the top of the next; each one more is layout work while the app starts. (The
 * page puts its "people to follow" strip, loaded apart, after the third post on a phone: never paint past that.) */
const POSTS_TO_PAINT = 2;

/** The posts the frame can paint for certain: the page's first ones, up to one whose height it cannot know. */
function paintablePosts(rows: PublicPost[]): PublicPost[] {
  const posts: PublicPost[] = [];
  for (const post of rows) {
    // The page leaves reported posts out and gives hidden ones (their author's) a notice; a visitor gets neither,
    // but should it happen the frame stops there rather than guess.
    if (post.reported || post.is_hidden || posts.length === POSTS_TO_PAINT) break;
    posts.push(post);
    if (post.user_plan) break;
  }
  return posts;
}

/** The page's template with the api's first posts in place of its sample one. */
function page(template: FrameTemplate, rows: PublicPost[], t: PostTexts): DocumentFragment {
  const content = templatePart(template, 'page');
  if (!window.matchMedia(`(min-width: ${SIDEBAR_FROM_PX}px)`).matches) content.querySelector('aside')?.remove();
  const sample = content.querySelector('article');
  if (sample) {
    for (const [i, post] of paintablePosts(rows).entries())
      sample.before(postCard(template, sample, post, t, { priority: i === 0 }));
    sample.remove();
  }
  return content;
}

/** The session the shell will read (GET /auth/session): the frame is only certain of the page of a visitor. */
async function isVisitor(): Promise<boolean> {
  const session = await getJson<{ user?: unknown }>('/auth/session');
  return session.user === null || session.user === undefined;
}

/** /feed: a visitor's For you tab. */
export async function paintFeed(visit: FrameVisit): Promise<void> {
  // The session first: a member's POST reads need the CSRF token it gives (sent without, the api refuses them with a
  // 403, an error in the member's console), and a member's page is not the frame's to paint anyway.
  if (!(await isVisitor())) return;
  const [template, feed] = await Promise.all([
    loadFrameTemplate('feed', visit),
    postJson<FeedPage>('/posts/fetch-all', { tab: 'for_you', limit: FEED_PAGE_SIZE }),
  ]);
  if (feed.rows.length === 0) return;
  await paintFrame('feed', template.css, page(template, feed.rows, postTexts(visit.lang)), SHOWN_UNTIL);
}
