// The feed's first frame (shared-ui/src/frame): /feed painted from the api's first page before the app has loaded,
// so the first post's photo, the page's largest paint, comes early. Its markup and CSS are the page's own
// (src/frame-template.tsx renders feed-page and its post card at build time, as a visitor sees them); this fills
// copies of its post with the api's answer. It paints the page a visitor sees; anyone else gets nothing here (their
// page differs: a composer instead of the sign-in hint), and so do the remote's other pages.
// Only a head start: every failure is silent (runFrame) and the page comes with the app.
import {
  fillSlots,
  frameVisit,
  getJson,
  IMAGE_DEVICE_WIDTHS,
  IMAGE_QUALITY,
  loadFrameTemplate,
  paintFrame,
  postJson,
  runFrame,
  templatePart,
  type FrameTemplate,
} from '@jad/shared-ui/frame';
import { FEED_PAGE_SIZE } from '@/shared/feed-page-size';
import { frameRatio } from '@/shared/posts/frame-ratio';
import { captionPreview } from '@/shared/posts/short-caption';
import type { FeedPage, PublicMedia, PublicPost } from '@/lib/api-types';
import { variantLoader } from '@/lib/media-loader';
import paths from './paths.json';
import { feedTexts, type FeedTexts } from './texts';

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

/** ResponsiveImage's srcset for a `sizes` layout: the media's own widths, or the default `?w=&q=` loader. */
function srcSet(media: PublicMedia): string | null {
  if (/^(data:|blob:)/.test(media.url) || /\.svg(\?|#|$)/i.test(media.url)) return null;
  const loader =
    media.variants.length > 0
      ? variantLoader(media)
      : (src: string, w: number, q: number) => `${src}${src.includes('?') ? '&' : '?'}w=${w}&q=${q}`;
  return IMAGE_DEVICE_WIDTHS.map((w) => `${loader(media.url, w, IMAGE_QUALITY)} ${w}w`).join(', ');
}

/**
 * The post's media box (post-media.tsx): the template's carousel of as many pictures, its first one only (the others
 * are off screen), in the first picture's ratio; a video's box stays black (its poster and controls are the page's).
 * Its markers are filled with the card's.
 */
function fillMedia(template: FrameTemplate, article: Element, post: PublicPost, priority: boolean) {
  let box = article.querySelector('[role="group"]')?.parentElement;
  const first = post.media[0];
  if (!box || !first) return box?.remove();
  if (post.media.length > 1) {
    const carousel = templatePart(template, `media${Math.min(post.media.length, 3)}`).firstElementChild;
    if (carousel instanceof HTMLElement) {
      box.replaceWith(carousel);
      box = carousel;
    }
  }
  box.style.aspectRatio = String(frameRatio(first));
  const slides = box.querySelector('[role="group"]')?.children ?? [];
  for (const slide of Array.from(slides).slice(1)) slide.remove();
  const picture = box.querySelector('img');
  if (!picture) return;
  if (!first.is_image) return picture.remove();
  const set = srcSet(first);
  if (set) picture.setAttribute('srcset', set);
  else picture.removeAttribute('srcset');
  if (!priority) {
    picture.removeAttribute('fetchpriority');
    picture.loading = 'lazy';
  }
}

/** user-avatar.tsx: the picture, or the first letter on a hue picked from the username. */
function fillAvatar(article: Element, post: PublicPost) {
  const author = post.user;
  const avatar = article.querySelector<HTMLElement>('.MuiAvatar-root');
  if (!avatar) return;
  const hue = [...author.username].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  avatar.style.backgroundColor = `hsl(${hue} 55% 45%)`;
  if (!author.profile.profile_picture)
    avatar.textContent = (author.first_name || author.username).charAt(0).toUpperCase();
}

/** A copy of the page's post card filled with one post; `priority` for the first (its photo is the largest paint). */
function postCard(template: FrameTemplate, sample: Element, post: PublicPost, t: FeedTexts, priority: boolean) {
  const article = sample.cloneNode(true) as Element;
  const author = post.user;
  const caption = post.caption;
  const { text: shortCaption, long } = captionPreview(caption);
  // The carousel's label, as the card writes it (post.photoBy), for a carousel of the template's.
  const alt = article
    .querySelector('[role="group"]')
    ?.getAttribute('aria-label')
    ?.replace('⟦username⟧', author.username);
  // The row of the comment and question links, which the page shows only when there is one.
  const links = article.querySelector('[data-slot="comments"]')?.parentElement;
  fillMedia(template, article, post, priority);
  fillAvatar(article, post);
  if (!author.profile.is_verified) article.querySelector('[data-jf="VerifiedIcon"]')?.remove();
  const time = article.querySelector('time');
  time?.setAttribute('datetime', post.created_at);
  time?.removeAttribute('title');
  if (post.edited_at) time?.after(` · ${t.edited}`);
  const byline = article.querySelector('bdi');
  if (post.is_discovery && byline) {
    byline.nextSibling?.remove();
    byline.replaceWith(`${t.suggested} · `);
  }
  fillSlots(article, {
    pid: encodeURIComponent(post.post_id),
    username: author.username,
    name: `${author.first_name} ${author.last_name}`.trim() || author.username,
    avatar: author.profile.profile_picture ?? undefined,
    alt,
    image: post.media[0]?.url,
    ago: t.ago(post.created_at),
    likes: t.likes(post.like_count),
    caption: shortCaption,
    more: long ? t.more : undefined,
    comments: post.comment_count > 0 ? t.comments(post.comment_count) : undefined,
    questions: post.question_count > 0 ? t.questions(post.question_count) : undefined,
  });
  // The links in the profile's address, as profileUrl writes them.
  for (const link of article.querySelectorAll('a[href^="/profile/"]'))
    link.setAttribute('href', `/profile/${encodeURIComponent(author.username)}`);
  // What the page shows only when there is one: the caption, the comment and question links' row.
  if (!caption) article.querySelector('[data-slot="caption"]')?.parentElement?.remove();
  if (links?.children.length === 0) links.remove();
  // A post sharing a plan stops after its caption: the plan card is loaded apart and its height is not known here.
  const likes = article.querySelector('[data-slot="likes"]');
  const captionBox = likes?.nextElementSibling;
  if (post.user_plan) while (captionBox?.nextSibling) captionBox.nextSibling.remove();
  return article;
}

/** The page's template with the api's first posts in place of its sample one. */
function page(template: FrameTemplate, rows: PublicPost[], t: FeedTexts): DocumentFragment {
  const content = templatePart(template, 'page');
  if (!window.matchMedia(`(min-width: ${SIDEBAR_FROM_PX}px)`).matches) content.querySelector('aside')?.remove();
  const sample = content.querySelector('article');
  if (sample) {
    for (const [i, post] of paintablePosts(rows).entries()) sample.before(postCard(template, sample, post, t, i === 0));
    sample.remove();
  }
  return content;
}

/** The session the shell will read (GET /auth/session): the frame is only certain of the page of a visitor. */
async function isVisitor(): Promise<boolean> {
  const session = await getJson<{ user?: unknown }>('/auth/session');
  return session.user === null || session.user === undefined;
}

async function paintFeed(): Promise<void> {
  const visit = frameVisit();
  // The session first: a member's POST reads need the CSRF token it gives (sent without, the api refuses them with a
  // 403, an error in the member's console), and a member's page is not the frame's to paint anyway.
  if (!paths.includes(visit.path) || !(await isVisitor())) return;
  const [template, feed] = await Promise.all([
    loadFrameTemplate(visit),
    postJson<FeedPage>('/posts/fetch-all', { tab: 'for_you', limit: FEED_PAGE_SIZE }),
  ]);
  if (feed.rows.length === 0) return;
  await paintFrame('feed', template.css, page(template, feed.rows, feedTexts(visit.lang)), SHOWN_UNTIL);
}

runFrame(paintFeed);
