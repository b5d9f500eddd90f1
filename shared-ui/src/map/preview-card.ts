// The card a pin or cluster opens on the map (photo, name, rating, price, link), built as DOM nodes with
// textContent, so names and URLs from the api can never become markup.
import { formatNumber, i18n, type Lang } from '@jad/shared-ui';

export interface PinCard {
  title: string;
  /** Image URL (already sized). */
  photo?: string;
  /** Out of 5 (activities) or 10 (hotels): shown as given with its scale. */
  rating?: { value: number; outOf: 5 | 10; count?: number };
  /** Formatted price text, e.g. "AED 450 / night". */
  price?: string;
  /** Where the card's title leads (a path of this site). */
  href?: string;
  /** A button instead of, or beside, the link (e.g. "Choose this branch"). */
  action?: { label: string; run: () => void };
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** Same-site paths go through the app's router; a click with a modifier key keeps the browser's behaviour. */
function routed(a: HTMLAnchorElement, href: string, navigate: (href: string) => void) {
  a.href = href;
  a.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (!href.startsWith('/')) return;
    e.preventDefault();
    navigate(href);
  });
}

export function ratingText(rating: NonNullable<PinCard['rating']>, lang: Lang): string {
  const value = formatNumber(rating.value, lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const scale = rating.outOf === 10 ? `${value}/${formatNumber(10, lang)}` : `★ ${value}`;
  return rating.count === undefined ? scale : `${scale} (${formatNumber(rating.count, lang)})`;
}

export function previewCard(card: PinCard, lang: Lang, navigate: (href: string) => void, compact = false): HTMLElement {
  const root = el('div', compact ? 'jad-map-card jad-map-card-compact' : 'jad-map-card');
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  root.lang = lang;
  if (card.photo) {
    const img = el('img', 'jad-map-card-photo');
    img.src = card.photo;
    img.alt = '';
    img.loading = 'lazy';
    img.decoding = 'async';
    root.append(img);
  }
  const body = el('div', 'jad-map-card-body');
  if (card.href) {
    const a = el('a', 'jad-map-card-title', card.title);
    routed(a, card.href, navigate);
    a.dataset.testid = 'map-card-link';
    body.append(a);
  } else body.append(el('div', 'jad-map-card-title', card.title));
  if (card.rating) body.append(el('div', 'jad-map-card-rating', ratingText(card.rating, lang)));
  if (card.price) body.append(el('div', 'jad-map-card-price', card.price));
  if (card.action) {
    const { label, run } = card.action;
    const button = el('button', 'jad-map-card-action', label);
    button.type = 'button';
    button.addEventListener('click', run);
    body.append(button);
  }
  root.append(body);
  return root;
}

/** A cluster's card: the first few members as compact cards and a button to zoom in on all of them. */
export function clusterCard(
  cards: readonly PinCard[],
  total: number,
  lang: Lang,
  navigate: (href: string) => void,
  zoomIn: (() => void) | null,
): HTMLElement {
  const root = el('div', 'jad-map-cluster-card');
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  root.lang = lang;
  root.append(el('div', 'jad-map-cluster-title', i18n.t('map.places', { count: total, lng: lang })));
  for (const card of cards.slice(0, 4)) root.append(previewCard(card, lang, navigate, true));
  if (zoomIn) {
    const button = el('button', 'jad-map-card-action', i18n.t('map.zoomToAll', { count: total, lng: lang }));
    button.type = 'button';
    button.addEventListener('click', zoomIn);
    root.append(button);
  }
  return root;
}
