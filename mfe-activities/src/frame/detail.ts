// The first frame of /activity-detail (entry: index.ts): the activity's first screen (title, rating, place, the
// gallery's first picture, about, the ticket box, the phone's price bar) painted from the api's answer before the app
// has loaded. Its markup and CSS are the page's own (src/frame-template.tsx renders detail-layout.tsx and the ticket
// selector at build time); this fills a copy, so the page's picture, the largest paint, lands where the frame's was
// (e2e first-frame-activity-detail.spec.ts). It asks what the page asks first, in the same order, so the page takes
// the answers (takeFrameAnswer): the session (a member's POST needs its CSRF token), then the activity.
import {
  countText,
  fillSlots,
  fillText,
  formatNumber,
  frameMoneyText,
  getJson,
  loadFrameMoney,
  loadFrameTemplate,
  localized,
  memberStartsAsVisit,
  paintFrame,
  pluralText,
  postJson,
  replaceMarked,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type Lang,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { ActivityDetail } from '@/lib/api-types';
import { addDays, dubaiToday } from '@/lib/dubai-time';
import { thumbnailOf } from '@/features/detail/gallery-images';
import { initialSelection } from '@/features/detail/initial-selection';
import { loadSelection } from '@/features/detail/selection-storage';
import { BOOKING_WINDOW_DAYS, bandsOnSale, selectionProblem, unitPrice } from '@/features/detail/ticket-math';
import { durationText, TEXTS } from './texts';

/** The page as the frame shows it: the activity (not its loading state). */
const SHOWN_UNTIL = '[data-testid="activity-title"]';

const BANDS = ['adult', 'teen', 'child'] as const;

/** What the api charges: dirhams (the ticket box's last line). */
const IN_AED: FrameMoney = { currency: 'AED', perAed: undefined };

/** The pictures: the large one and a thumbnail each (gallery.tsx); the template's second thumbnail is the others' model. */
function fillGallery(content: DocumentFragment, images: string[], name: string, lang: Lang): void {
  const d = TEXTS[lang].detail;
  const hero = content.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  hero?.setAttribute('alt', fillText(d.picture, { name, index: 1, count: images.length }, lang));
  const [first, model] = Array.from(content.querySelectorAll('section button[aria-current]'));
  if (!first || !model) return;
  const row = first.parentElement;
  model.remove();
  images.forEach((src, i) => {
    const button = i === 0 ? first : (model.cloneNode(true) as Element);
    button.setAttribute('aria-label', fillText(d.showPicture, { index: i + 1 }, lang));
    button.querySelector('img')?.setAttribute('src', thumbnailOf(src));
    if (i > 0) row?.appendChild(button);
  });
}

/** The highlights in the visit's language, one copy of the template's item each; none: no section (as the page). */
function fillHighlights(content: DocumentFragment, activity: ActivityDetail, lang: Lang): void {
  const section = content.querySelector('[data-jf="activity-highlights"]');
  const item = section?.querySelector('li');
  const highlights = lang === 'ar' && activity.highlights_ar.length ? activity.highlights_ar : activity.highlights_en;
  if (!section || !item) return;
  if (highlights.length === 0) {
    section.remove();
    return;
  }
  for (const text of highlights) {
    const copy = item.cloneNode(true) as Element;
    const line = copy.querySelector('p');
    if (line) line.textContent = text;
    item.before(copy);
  }
  item.remove();
}

/** The page's first screen for this activity, from the template's parts. */
function page(
  template: FrameTemplate,
  activity: ActivityDetail,
  signedIn: boolean,
  money: FrameMoney,
  lang: Lang,
): DocumentFragment {
  const t = TEXTS[lang];
  const content = templatePart(template, 'detail');
  const name = localized(lang, activity.name_en, activity.name_ar);
  const selection = initialSelection(activity);
  // What the activity's data changes beyond text.
  if (activity.is_wishlisted)
    replaceMarked(content, 'wishlist-toggle', templatePart(template, 'heartOn').firstElementChild);
  if (activity.free_cancellation_hours === null)
    replaceMarked(content, 'cancellation-policy', templatePart(template, 'policyNone').firstElementChild);
  if (selection.branchId === null)
    replaceMarked(content, 'ticket-selector', templatePart(template, 'ticketsChoose').firstElementChild);
  if (!activity.kid_friendly) replaceMarked(content, 'kid-friendly', null);
  const onSale = bandsOnSale(activity);
  for (const band of BANDS)
    if (!onSale.includes(band)) content.querySelector(`[data-jf="count-${band}"]`)?.closest('li')?.remove();
  fillGallery(content, activity.images, name, lang);
  fillHighlights(content, activity, lang);

  const today = dubaiToday();
  const date = content.querySelector('[data-jf="visit-date"]');
  date?.setAttribute('value', selection.date);
  date?.setAttribute('min', today);
  date?.setAttribute('max', addDays(today, BOOKING_WINDOW_DAYS));
  const rating = formatNumber(activity.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  content
    .querySelector('[data-slot="rating"]')
    ?.parentElement?.setAttribute(
      'aria-label',
      fillText(
        pluralText(t.rating, 'labelWithReviews', activity.review_count, lang),
        { value: rating, count: activity.review_count },
        lang,
      ),
    );

  const price = (aedMinor: number) => frameMoneyText(aedMinor, money, lang);
  const hours = activity.free_cancellation_hours;
  const branch = activity.branches.find((b) => b.branch_id === selection.branchId);
  fillSlots(content, {
    name,
    image: activity.images[0],
    // in the breadcrumb's link, as the page writes it
    main: encodeURIComponent(activity.main_category_info.slug),
    category: localized(lang, activity.main_category_info.name_en, activity.main_category_info.name_ar),
    rating,
    reviews: `(${formatNumber(activity.review_count, lang)})`,
    area: activity.area ? localized(lang, activity.area, activity.area_ar ?? activity.area) : undefined,
    duration: durationText(t, activity.duration_min, lang),
    description: localized(lang, activity.description_en, activity.description_ar),
    'min-age': activity.min_age ? fillText(t.detail.minAge, { age: activity.min_age }, lang) : undefined,
    policy: hours === null ? t.policy.nonRefundable : countText(t.policy, 'free', hours, lang),
    branch: branch ? localized(lang, branch.name_en, branch.name_ar) : undefined,
    from: fillText(t.tickets.from, { price: price(activity.price_adult_minor) }, lang),
    'price-adult': price(unitPrice(activity, 'adult')),
    'price-teen': price(unitPrice(activity, 'teen')),
    'price-child': price(unitPrice(activity, 'child')),
    total: price(activity.price_adult_minor),
    charged: fillText(
      t.tickets.chargedInAed,
      { amount: frameMoneyText(activity.price_adult_minor, IN_AED, lang) },
      lang,
    ),
    note: signedIn ? t.tickets.payNextNote : t.tickets.signInNote,
    price: price(activity.price_adult_minor),
  });
  return content;
}

/** /activity-detail?acid=…: the activity's first screen; nothing for a missing or unknown id (the page says so). */
export async function paintDetail(visit: FrameVisit): Promise<void> {
  const acid = visit.params.get('acid');
  // Back from sign-in with tickets chosen: the ticket box is theirs, and comes with the page.
  if (!acid || loadSelection(acid)) return;
  // Everything at once: the activity is a read the api takes without a CSRF token (a readOnly route). The session
  // still decides: a member whose saved language or theme is not the visit's gets a page the shell switches at once.
  const [session, template, money, activity] = await Promise.all([
    getJson<SessionPayload>('/auth/session'),
    loadFrameTemplate('activity-detail', visit),
    loadFrameMoney(),
    postJson<ActivityDetail>('/activities/fetch', { acid }),
  ]);
  if (session.user && !memberStartsAsVisit(session.user, visit)) return;
  // No picture, no largest paint to bring forward; a closed first day shows the page's own warning.
  if (activity.images.length === 0) return;
  const selection = initialSelection(activity);
  if (selection.branchId && selectionProblem(selection, activity, dubaiToday()) === 'closedDay') return;
  await paintFrame(
    'activity-detail',
    template.css,
    page(template, activity, session.user !== null, money, visit.lang),
    SHOWN_UNTIL,
  );
}
