// The first frame of /post (entry: index.ts): the post painted from the api's answer before the app has loaded, so
// its photo, the page's largest paint, comes early. Its markup and CSS are the page's own (src/frame-template.tsx
// renders post-page with a sample post at build time); this fills a copy, so the page's photo lands where the frame's
// was (e2e first-frame-post.spec.ts). It asks what the page asks first, in the same order, so the page takes the
// answers (takeFrameAnswer): the session (a member's POST needs its CSRF token), then the post.
import {
  fillSlots,
  getJson,
  loadFrameTemplate,
  memberStartsAsVisit,
  paintFrame,
  postJson,
  templatePart,
  type FrameTemplate,
  type FrameVisit,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { PublicPost } from '@/lib/api-types';
import { postCard } from './post-card';
import { postTexts } from './texts';

/** The page as the frame shows it: the post (not its loading state). */
const SHOWN_UNTIL = 'article';

/** The page's first screen for this post: its card, then the comments' tab with the page's placeholders. */
function page(template: FrameTemplate, post: PublicPost, member: boolean, visit: FrameVisit): DocumentFragment {
  const t = postTexts(visit.lang);
  const content = templatePart(template, 'post');
  const sample = content.querySelector('article');
  if (!sample) return content;
  sample.replaceWith(postCard(template, sample, post, t, { priority: true, whole: true }));
  // The page's heading (for screen readers), "Post by …".
  const heading = content.querySelector('h1');
  if (heading) fillSlots(heading, { username: post.user.username });
  const tabs = content.querySelector('[role="tablist"]')?.closest('.MuiCard-root');
  // A shared plan's card follows the caption, loaded apart: its height, and so where the tabs are, is not known here.
  if (post.user_plan) {
    tabs?.remove();
    return content;
  }
  // A member writes a comment where a visitor is asked to sign in (text-composer.tsx).
  const signIn = tabs?.querySelector('[role="tabpanel"] button');
  const composer = templatePart(template, 'composerMember').firstElementChild;
  if (member && signIn && composer) signIn.replaceWith(composer);
  // The tabs' counts: their label, the text before the selected one's underline.
  for (const [id, text] of [
    ['tab-comments', t.commentsTab(post.comment_count)],
    ['tab-questions', t.questionsTab(post.question_count)],
  ] as const) {
    const label = tabs?.querySelector(`#${id}`)?.firstChild;
    if (label?.nodeType === Node.TEXT_NODE) label.textContent = text;
  }
  return content;
}

/** /post?post_id=…: the post and the top of its comments; nothing for a missing or unknown id (the page says so). */
export async function paintPost(visit: FrameVisit): Promise<void> {
  const postId = visit.params.get('post_id');
  // #comments and #questions scroll the page to them: its first screen is not the one painted here.
  if (!postId || location.hash === '#comments' || location.hash === '#questions') return;
  // Everything at once: the post is a read the api takes without a CSRF token (a readOnly route). The session still
  // decides: a member whose saved language or theme is not the visit's gets a page the shell switches at once.
  const [session, template, post] = await Promise.all([
    getJson<SessionPayload>('/auth/session'),
    loadFrameTemplate('post', visit),
    // The page's request (shared/posts/api.ts fetchPost), body and all: the page takes this answer.
    postJson<PublicPost>('/posts/fetch', { post_id: postId }),
  ]);
  if (session.user && !memberStartsAsVisit(session.user, visit)) return;
  // A hidden post (its author's) gets a notice the frame does not paint.
  if (post.post_id !== postId || post.is_hidden) return;
  await paintFrame('post', template.css, page(template, post, session.user !== null, visit), SHOWN_UNTIL);
}
