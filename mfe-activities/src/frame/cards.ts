// The activity cards of the frames of /activities and /wishlist: copies of the template's card (activity-card.tsx,
// rendered by src/frame-template.tsx) filled with the api's rows, in the page's grid of cards (card-grid.tsx).
import {
  fillSlots,
  formatNumber,
  frameMoneyText,
  localized,
  replaceMarked,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type Lang,
} from '@jad/shared-ui/frame';
import type { ActivitySummary } from '@/lib/api-types';
import { durationText, TEXTS } from './texts';

export interface CardsContext {
  template: FrameTemplate;
  money: FrameMoney;
  lang: Lang;
  /** The label of an activity's main category, when the page shows it. */
  categoryOf?: (slug: string) => string | undefined;
  /** A member's saved activity has its heart filled (a visitor's never has). */
  member: boolean;
}

/** A copy of the template's card filled with one activity (the card's slots: activity-card.tsx, rating.tsx). */
function card(a: ActivitySummary, index: number, { template, money, lang, categoryOf, member }: CardsContext) {
  const part = templatePart(template, 'card');
  if (member && a.is_wishlisted) {
    const heart = templatePart(template, 'heartOn').firstElementChild;
    if (heart) replaceMarked(part, 'wishlist-toggle', heart);
  }
  fillSlots(part, {
    // in the card's link, as detailPath writes it
    acid: encodeURIComponent(a.activity_id),
    name: localized(lang, a.name_en, a.name_ar),
    image: a.horizontal_thumbnail,
    category: categoryOf?.(a.main_category),
    area: a.area ? localized(lang, a.area, a.area_ar ?? a.area) : undefined,
    duration: durationText(TEXTS[lang], a.duration_min, lang),
    rating: formatNumber(a.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    reviews: `(${formatNumber(a.review_count, lang)})`,
    price: frameMoneyText(a.price_adult_minor, money, lang),
  });
  const picture = part.querySelector('img');
  // As the pages ask for their pictures: the first three eagerly, the first of all first.
  if (picture && index === 0) picture.setAttribute('fetchpriority', 'high');
  if (picture && index >= 3) picture.loading = 'lazy';
  return part;
}

/**
 * The page's grid with the rows' cards: its sample card's item (the page's <li>) is copied for each row, then
 * removed. Only the rows the first screen shows are given: each card more is layout work while the app is starting.
 */
export function fillCardGrid(content: ParentNode, rows: ActivitySummary[], context: CardsContext): void {
  const item = content.querySelector('[data-jf="activity-card"]')?.parentElement;
  const grid = item?.parentElement;
  if (!item || !grid) return;
  rows.forEach((a, i) => {
    const li = item.cloneNode(false);
    li.appendChild(card(a, i, context));
    grid.appendChild(li);
  });
  item.remove();
}
