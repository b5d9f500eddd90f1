import { escapeHtml } from '@jad/shared-ui/frame';
import type { PublicPost } from '@/lib/api-types';
import { icon } from './icons';
import { postHtml } from './post-html';
import type { FeedTexts } from './texts';

// The first screen of /feed as FeedPage draws it for a visitor (features/feed/components/feed-page.tsx).

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

function visitorAlertHtml(t: FeedTexts): string {
  return (
    `<div class="jf-feed-alert"><div class="jf-feed-alert-icon">${icon('info', '')}</div>` +
    `<div class="jf-feed-alert-text">${escapeHtml(t.visitorHint)}</div>` +
    `<div class="jf-feed-alert-action"><span class="jf-feed-signin">${escapeHtml(t.signIn)}</span></div></div>`
  );
}

/** The feed column (title, the visitor's sign-in hint, the first posts) and the sidebar's place on a wide screen. */
export function feedHtml(rows: PublicPost[], t: FeedTexts): string {
  const posts = paintablePosts(rows)
    .map((post, i) => postHtml(post, t, i === 0))
    .join('');
  return `<div class="jf-feed-row"><div class="jf-feed-column"><h1 class="jf-feed-title">${escapeHtml(t.title)}</h1>${visitorAlertHtml(t)}${posts}</div><div class="jf-feed-aside"></div></div>`;
}
