// The first frame of /activities (shared-ui/src/frame, entry: index.ts): the list's first cards painted from the
// api's answer before the app has loaded. Its markup and CSS are the page's own (src/frame-template.tsx renders activities-page,
// activity-card and main-category-bar at build time); this fills copies of them, so the page's first picture is
// painted where, and as large as, the frame's (e2e first-frame-activities.spec.ts compares the two pictures' boxes).
import {
  fillSlots,
  fillText,
  formatNumber,
  frameMoneyText,
  getJson,
  loadFrameMoney,
  loadFrameTemplate,
  paintFrame,
  pluralText,
  postJson,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type Lang,
  localized,
  memberStartsAsVisit,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { ActivityListResponse, ActivitySummary, MainCategoryUtil } from '@/lib/api-types';
import { PAGE_SIZE, parseFilters, toListQuery } from '@/lib/catalog-filters';
import { durationText, TEXTS } from './texts';

/** Cards painted: what the first screen shows (one column on a phone, two rows of three on a wide screen); the rest
 * come with the page. Each one more is layout work on the main thread while the app is starting. */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 6);

/** A copy of the template's card filled with one activity (the card's slots: activity-card.tsx, rating.tsx). */
function card(
  template: FrameTemplate,
  a: ActivitySummary,
  index: number,
  category: string | undefined,
  money: FrameMoney,
  lang: Lang,
) {
  const part = templatePart(template, 'card');
  fillSlots(part, {
    // in the card's link, as detailPath writes it
    acid: encodeURIComponent(a.activity_id),
    name: localized(lang, a.name_en, a.name_ar),
    image: a.horizontal_thumbnail,
    category,
    area: a.area ? localized(lang, a.area, a.area_ar ?? a.area) : undefined,
    duration: durationText(TEXTS[lang], a.duration_min, lang),
    rating: formatNumber(a.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    reviews: `(${formatNumber(a.review_count, lang)})`,
    price: frameMoneyText(a.price_adult_minor, money, lang),
  });
  const picture = part.querySelector('img');
  // As the page asks for its pictures: the first three eagerly, the first of all first.
  if (picture && index === 0) picture.setAttribute('fetchpriority', 'high');
  if (picture && index >= 3) picture.loading = 'lazy';
  return part;
}

/** The page's template with the api's answer: its count, its categories' chips and the first cards. */
function page(
  template: FrameTemplate,
  list: ActivityListResponse,
  categories: MainCategoryUtil[],
  money: FrameMoney,
  lang: Lang,
): DocumentFragment {
  const content = templatePart(template, 'page');
  const count = content.querySelector('[data-jf="result-count"]');
  if (count)
    count.textContent = fillText(
      pluralText(TEXTS[lang].list, 'count', list.count, lang),
      { count: list.count, formatted: formatNumber(list.count, lang) },
      lang,
    );
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
  const item = content.querySelector('[data-jf="activity-card"]')?.parentElement;
  const grid = item?.parentElement;
  if (item && grid) {
    const labelOf = (slug: string) => {
      const c = categories.find((m) => m.slug === slug);
      return c ? localized(lang, c.name_en, c.name_ar) : undefined;
    };
    list.rows.slice(0, cardsToPaint(window.innerWidth)).forEach((a, i) => {
      const li = item.cloneNode(false);
      li.appendChild(card(template, a, i, labelOf(a.main_category), money, lang));
      grid.appendChild(li);
    });
    item.remove();
  }
  return content;
}

/** /activities: the plain list only (a filtered one has its own heading and badges, which come with the page). */
export async function paintList(visit: FrameVisit): Promise<void> {
  if ([...visit.params.keys()].length > 0) return;
  // The session first, as the page's request layer: a member's POSTs need its CSRF token (without it the api answers
  // 403), and a member whose saved language or theme is not the visit's gets a page the shell switches at once.
  const [session, template, money] = await Promise.all([
    getJson<SessionPayload>('/auth/session'),
    loadFrameTemplate(visit),
    loadFrameMoney(),
  ]);
  if (session.user && (!session.csrfToken || !memberStartsAsVisit(session.user, visit))) return;
  const csrfToken = session.csrfToken ?? undefined;
  const [list, categories] = await Promise.all([
    postJson<ActivityListResponse>(
      '/activities/fetch-all',
      { ...toListQuery(parseFilters(visit.params)), limit: PAGE_SIZE },
      csrfToken,
    ),
    postJson<{ rows: MainCategoryUtil[] }>('/utils/fetch', { name: 'main_categories' }, csrfToken).then(
      (d) => d.rows,
      () => [],
    ),
  ]);
  if (list.rows.length === 0) return;
  // Shown until the page has its cards (not its loading state).
  await paintFrame(
    'activities',
    template.css,
    page(template, list, categories, money, visit.lang),
    '[data-testid="activity-card"]',
  );
}
