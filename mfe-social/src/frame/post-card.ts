// A post card of the first frames (feed.ts, post.ts): a copy of the template's post card (post-card.tsx rendered at
// build time) filled with one post of the api's answer.
import { fillSlots, IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY, templatePart, type FrameTemplate } from '@jad/shared-ui/frame';
import { frameRatio } from '@/shared/posts/frame-ratio';
import { captionPreview } from '@/shared/posts/short-caption';
import { tagUrl, tokenize } from '@/shared/text/tokens';
import type { PublicMedia, PublicPost } from '@/lib/api-types';
import { variantLoader } from '@/lib/media-loader';
import type { PostTexts } from './texts';

/** A profile's address, as shared/posts/api.ts profileUrl writes it (that file brings the app's request client). */
const profilePath = (username: string) => `/profile/${encodeURIComponent(username)}`;

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

/**
 * The name row: the verified tick (the card's one icon announced, by its title) and the "· Follow" after the name,
 * which a member does not get on their own post or one of someone they follow. (MUI's icon test ids, which would
 * name the tick, are left out of a production build.)
 */
function fillNameRow(article: Element, post: PublicPost) {
  const tick = article.querySelector('svg[role="img"]');
  const follow = tick?.parentElement?.querySelector(':scope > button');
  if (post.is_owner || post.is_followed) {
    follow?.previousElementSibling?.remove();
    follow?.remove();
  }
  if (!post.user.profile.is_verified) tick?.remove();
}

/** The caption's links as RichText writes them: the template's own (its sample caption has one of each), if any. */
function captionLinks(slot: Element | null) {
  const mention = slot?.querySelector('a[href^="/profile/"]')?.cloneNode(true);
  const tag = slot?.querySelector('a[href^="/tag/"]')?.cloneNode(true);
  const url = slot?.querySelector('a[target="_blank"]')?.cloneNode(true);
  return mention && tag && url ? { mention: mention as Element, tag: tag as Element, url: url as Element } : null;
}

/** The caption's @mentions, #tags and links as copies of the template's (RichText), the rest as text. */
function fillCaption(slot: Element, text: string, models: NonNullable<ReturnType<typeof captionLinks>>) {
  const link = (model: Element, href: string, name: string) => {
    const copy = model.cloneNode(true) as Element;
    copy.setAttribute('href', href);
    const bdi = copy.querySelector('bdi');
    if (bdi) bdi.textContent = name;
    else copy.textContent = name;
    return copy;
  };
  slot.replaceChildren(
    ...tokenize(text).map((token) => {
      if (token.kind === 'mention') return link(models.mention, profilePath(token.username), token.text.slice(1));
      if (token.kind === 'tag') return link(models.tag, tagUrl(token.tag), token.text.slice(1));
      if (token.kind === 'url') return link(models.url, token.href, token.text);
      return token.text;
    }),
  );
}

export interface PostCardOptions {
  /** The first card: its photo is the largest paint (fetchpriority="high", eager). */
  priority: boolean;
  /** The /post page's card: the whole caption with its links (the feed's is cut, as text). */
  whole?: boolean;
}

/** A copy of the template's post card (`sample`) filled with one post. */
export function postCard(
  template: FrameTemplate,
  sample: Element,
  post: PublicPost,
  t: PostTexts,
  { priority, whole = false }: PostCardOptions,
): Element {
  const article = sample.cloneNode(true) as Element;
  const author = post.user;
  const caption = post.caption;
  const { text: shownCaption, long } = whole ? { text: caption, long: false } : captionPreview(caption);
  // The carousel's label, as the card writes it (post.photoBy), for a carousel of the template's.
  const alt = article
    .querySelector('[role="group"]')
    ?.getAttribute('aria-label')
    ?.replace('⟦username⟧', author.username);
  // The row of the comment and question links, which the feed's card shows only when there is one.
  const links = article.querySelector('[data-slot="comments"]')?.parentElement;
  const captionSlot = article.querySelector('[data-slot="caption"]');
  // A count above zero opens who liked it: a button (24px tall), which fillSlots would replace with its text.
  const likesButton = article.querySelector('[data-slot="likes"] button');
  const richText = whole ? captionLinks(captionSlot) : null;
  fillMedia(template, article, post, priority);
  fillAvatar(article, post);
  fillNameRow(article, post);
  if (post.liked) {
    const liked = templatePart(template, 'liked').firstElementChild;
    const heart = article.querySelector('button[aria-pressed]');
    if (liked && heart) heart.replaceWith(liked);
  }
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
    caption: shownCaption,
    more: long ? t.more : undefined,
    comments: post.comment_count > 0 ? t.comments(post.comment_count) : undefined,
    questions: post.question_count > 0 ? t.questions(post.question_count) : undefined,
  });
  const likes = article.querySelector('[data-slot="likes"]');
  if (likesButton && post.like_count > 0) {
    likesButton.textContent = likes?.textContent ?? '';
    likes?.replaceChildren(likesButton);
  }
  // The author's links in the profile's address, as profileUrl writes them.
  for (const a of article.querySelectorAll('a[href^="/profile/"]'))
    a.setAttribute('href', profilePath(author.username));
  if (captionSlot && caption && richText) fillCaption(captionSlot, shownCaption, richText);
  // What the page shows only when there is one: the caption, the comment and question links' row.
  if (!caption) captionSlot?.parentElement?.remove();
  if (links?.children.length === 0) links.remove();
  // A post sharing a plan stops after its caption: the plan card is loaded apart and its height is not known here.
  const captionBox = likes?.nextElementSibling;
  if (post.user_plan) while (captionBox?.nextSibling) captionBox.nextSibling.remove();
  return article;
}
