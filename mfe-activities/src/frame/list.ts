// The first frame of /activities (shared-ui/src/frame, entry: index.ts): the list's first cards painted from the
// api's answer before the app has loaded. Its markup and CSS are the page's own (src/frame-template.tsx renders activities-page,
// activity-card and main-category-bar at build time); this fills copies of them, so the page's first picture is
// painted where, and as large as, the frame's (e2e first-frame-activities.spec.ts compares the two pictures' boxes).
import {
  fillSlots,
  getJson,
  loadFrameMoney,
  loadFrameTemplate,
  localized,
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
import type { ActivityListResponse, MainCategoryUtil } from '@/lib/api-types';
import { PAGE_SIZE, parseFilters, toListQuery } from '@/lib/catalog-filters';
import { fillCardGrid } from './cards';
import { activityCountText, TEXTS } from './texts';

/** Cards painted: what the first screen shows (one column on a phone, two rows of three on a wide screen); the rest
 * come with the page. */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 6);

/** The page's template with the api's answer: its count, its categories' chips and the first cards. */
function page(
  template: FrameTemplate,
  list: ActivityListResponse,
  categories: MainCategoryUtil[],
  member: boolean,
  money: FrameMoney,
  lang: Lang,
): DocumentFragment {
  const content = templatePart(template, 'page');
  const count = content.querySelector('[data-jf="result-count"]');
  if (count) count.textContent = activityCountText(TEXTS[lang].list, list.count, lang);
  // The chips: "all" (the page's), then a copy of the bar's chip with each category's icon (else the one for others).
  const nav = content.querySelector('nav');
  const bar = templatePart(template, 'bar');
  const chips = Array.from(bar.querySelectorAll('[data-jf^="main-category-"]'));
  for (const c of categories) {
    const chip = (
      chips.find((x) => x.getAttribute('data-jf') === `main-category-${c.icon}`) ?? chips[chips.length - 1]
    )?.cloneNode(true) as Element | undefined;
    if (!chip) break;
    fillSlots(chip, { name: localized(lang, c.name_en, c.name_ar) });
    nav?.appendChild(chip);
  }
  // The cards: the page's grid item (its sample card, without a category: the categories come after the first
  // render) holds copies of the card.
  const categoryOf = (slug: string) => {
    const c = categories.find((m) => m.slug === slug);
    return c ? localized(lang, c.name_en, c.name_ar) : undefined;
  };
  fillCardGrid(content, list.rows.slice(0, cardsToPaint(window.innerWidth)), {
    template,
    money,
    lang,
    categoryOf,
    member,
  });
  return content;
}

/** /activities: the plain list only (a filtered one has its own heading and badges, which come with the page). */
export async function paintList(visit: FrameVisit): Promise<void> {
  if ([...visit.params.keys()].length > 0) return;
  // Everything at once: the list and the categories are reads the api takes without a CSRF token (readOnly routes),
  // so they need not wait for the session. The session still decides: a member whose saved language or theme is not
  // the visit's gets a page the shell switches at once, so nothing is painted for them.
  const [session, template, money, list, categories] = await Promise.all([
    getJson<SessionPayload>('/auth/session'),
    loadFrameTemplate('activities', visit),
    loadFrameMoney(),
    postJson<ActivityListResponse>('/activities/fetch-all', {
      ...toListQuery(parseFilters(visit.params)),
      limit: PAGE_SIZE,
    }),
    postJson<{ rows: MainCategoryUtil[] }>('/utils/fetch', { name: 'main_categories' }).then(
      (d) => d.rows,
      () => [],
    ),
  ]);
  if (session.user && !memberStartsAsVisit(session.user, visit)) return;
  if (list.rows.length === 0) return;
  // Shown until the page has its cards (not its loading state).
  await paintFrame(
    'activities',
    template.css,
    page(template, list, categories, session.user !== null, money, visit.lang),
    '[data-testid="activity-card"]',
  );
}
