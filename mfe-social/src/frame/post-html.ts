import { escapeHtml } from '@jad/shared-ui/frame';
import type { PublicPost, SocialUser } from '@/lib/api-types';
import { icon } from './icons';
import { postMediaHtml } from './post-media-html';
import type { FeedTexts } from './texts';

// A post as PostCard draws it for a visitor (shared/posts/components/post-card.tsx), as inert markup.

/** post-caption.tsx: captions past this length (or 3 lines) end in "… more". */
const SHORT_CAPTION = 140;

/** user-avatar.tsx: the picture, or the first letter on a hue picked from the username. */
function avatarHtml(user: SocialUser): string {
  const hue = [...user.username].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const letter = (user.first_name || user.username).charAt(0).toUpperCase();
  const picture = user.profile.profile_picture
    ? `<img class="jf-feed-avatar-img" src="${escapeHtml(user.profile.profile_picture)}" alt="">`
    : escapeHtml(letter);
  return `<span class="jf-feed-avatar" style="background-color:hsl(${hue} 55% 45%)">${picture}</span>`;
}

function headerHtml(post: PublicPost, t: FeedTexts): string {
  const author = post.user;
  const name = `${author.first_name} ${author.last_name}`.trim() || author.username;
  const follow =
    !post.is_owner && !post.is_followed
      ? `<span class="jf-feed-sep">·</span><span class="jf-feed-follow">${escapeHtml(t.follow)}</span>`
      : '';
  // the handle isolated, or Arabic pages show it as "name@" (as post-card.tsx)
  const byline = post.is_discovery ? `${escapeHtml(t.suggested)} · ` : `<bdi>@${escapeHtml(author.username)}</bdi> · `;
  const edited = post.edited_at ? ` · ${t.edited}` : '';
  return (
    `<div class="jf-feed-head">${avatarHtml(author)}<div class="jf-feed-who">` +
    `<div class="jf-feed-line"><span class="jf-feed-name">${escapeHtml(name)}</span>${author.profile.is_verified ? icon('verified', 'jf-feed-verified') : ''}${follow}</div>` +
    `<div class="jf-feed-meta">${byline}<time>${escapeHtml(t.ago(post.created_at))}</time>${escapeHtml(edited)}</div>` +
    `</div><span class="jf-feed-btn jf-feed-menu">${icon('more', '')}</span></div>`
  );
}

function actionsHtml(): string {
  const button = (name: 'like' | 'comment' | 'ask') =>
    `<span class="jf-feed-btn">${icon(name, `jf-feed-${name}`)}</span>`;
  return `<div class="jf-feed-actions">${button('like')}${button('comment')}${button('ask')}<span class="jf-feed-btn jf-feed-btn-small">${icon('share', 'jf-feed-share')}</span></div>`;
}

function captionHtml(post: PublicPost, t: FeedTexts): string {
  const caption = post.caption;
  if (!caption) return '';
  const long = caption.length > SHORT_CAPTION || caption.split('\n').length > 3;
  const text = long ? `${caption.slice(0, SHORT_CAPTION).trimEnd()}…` : caption;
  const more = long ? `<span class="jf-feed-more">${escapeHtml(t.more)}</span>` : '';
  return `<div class="jf-feed-caption"><span class="jf-feed-user">${escapeHtml(post.user.username)}</span><span dir="auto">${escapeHtml(text)}</span>${more}</div>`;
}

function linksHtml(post: PublicPost, t: FeedTexts): string {
  const links = [
    post.comment_count > 0 ? t.comments(post.comment_count) : '',
    post.question_count > 0 ? t.questions(post.question_count) : '',
  ].filter(Boolean);
  return links.length
    ? `<div class="jf-feed-links">${links.map((l) => `<span>${escapeHtml(l)}</span>`).join('')}</div>`
    : '';
}

/**
 * The post's card; `priority` for the first one (its photo is the page's largest paint). A post sharing a plan
 * stops after its caption: the plan card is loaded apart and its height is not known here.
 */
export function postHtml(post: PublicPost, t: FeedTexts, priority: boolean): string {
  const head = headerHtml(post, t) + postMediaHtml(post.media, priority) + actionsHtml();
  const body = `<p class="jf-feed-likes">${escapeHtml(t.likes(post.like_count))}</p><div class="jf-feed-caption-box">${captionHtml(post, t)}</div>`;
  const tail = post.user_plan ? '' : `${linksHtml(post, t)}<div class="jf-feed-end"></div>`;
  return `<article class="jf-feed-post">${head}${body}${tail}</article>`;
}
