// The feed's first frame (shared-ui/src/frame): /feed painted from the api's first page before the app has loaded,
// so the first post's photo, the page's largest paint, comes early. It copies the page a visitor sees; anyone else
// gets nothing here (their page differs: a composer instead of the sign-in hint), and so do the remote's other pages.
// Only a head start: every failure is silent (runFrame) and the page comes with the app.
import { frameVisit, getJson, paintFrame, postJson, runFrame } from '@jad/shared-ui/frame';
import { FEED_PAGE_SIZE } from '@/shared/feed-page-size';
import type { FeedPage } from '@/lib/api-types';
import { feedCss } from './feed-css';
import paths from './paths.json';
import { feedHtml } from './feed-html';
import { feedTexts } from './texts';

/** The page as the frame shows it: the visitor's sign-in hint with the posts after it (not its skeletons). */
const SHOWN_UNTIL = '[role="alert"] ~ article';

/** The session the shell will read (GET /auth/session): the frame is only certain of the page of a visitor. */
async function isVisitor(): Promise<boolean> {
  const session = await getJson<{ user?: unknown }>('/auth/session');
  return session.user === null || session.user === undefined;
}

async function paintFeed(): Promise<void> {
  const { path, lang, dark } = frameVisit();
  // The session first: a member's POST reads need the CSRF token it gives (sent without, the api refuses them with a
  // 403, an error in the member's console), and a member's page is not the frame's to paint anyway.
  if (!paths.includes(path) || !(await isVisitor())) return;
  const page = await postJson<FeedPage>('/posts/fetch-all', { limit: FEED_PAGE_SIZE });
  await paintFrame('feed', feedCss(dark, lang), feedHtml(page.rows, feedTexts(lang)), SHOWN_UNTIL);
}

runFrame(paintFeed);
