// The first frame of /activities (shared-ui/src/frame): the list's first cards painted from the api's answer
// before the app has loaded. Its layout copies activities-page.tsx, activity-card.tsx and card-grid.tsx at every
// width (MUI's Container, Chip, Button, small outlined Select, Card), so the page's first picture is painted
// where, and as large as, the frame's. Changing that page's layout means changing this too: e2e
// first-frame-activities.spec.ts compares the two pictures' boxes.
import {
  convertMinor,
  escapeHtml,
  fillText,
  formatMoney,
  formatNumber,
  frameColors,
  frameVisit,
  getJson,
  paintFrame,
  pluralText,
  postJson,
  readCurrency,
  runFrame,
  type CurrencyCode,
  type Lang,
  localized,
} from '@jad/shared-ui/frame';
import type { ActivityListResponse, ActivitySummary, MainCategoryUtil } from '@/lib/api-types';
import { durationParts } from '@/lib/duration';
import { PAGE_SIZE, parseFilters, toListQuery } from '@/lib/catalog-filters';
import paths from './paths.json';
import { card as enCard, duration as enDuration, filters as enFilters, list as enList } from '@/locales/en.json';
import { card as arCard, duration as arDuration, filters as arFilters, list as arList } from '@/locales/ar.json';

const TEXTS = {
  en: { card: enCard, duration: enDuration, filters: enFilters, list: enList },
  ar: { card: arCard, duration: arDuration, filters: arFilters, list: arList },
};
type Texts = (typeof TEXTS)['en'];

/** Cards painted: what the first screen shows (one column on a phone, two rows of three on a wide screen); the rest
 * come with the page. Each one more is layout work on the main thread while the app is starting. */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 6);

// Material icons (the ones the page shows), as the page draws them.
const ICONS = {
  apps: 'M4 8h4V4H4zm6 12h4v-4h-4zm-6 0h4v-4H4zm0-6h4v-4H4zm6 0h4v-4h-4zm6-10v4h4V4zm-6 4h4V4h-4zm6 6h4v-4h-4zm0 6h4v-4h-4z',
  tune: 'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z',
  drop: 'm7 10 5 5 5-5z',
  place:
    'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
  clock:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  heart:
    'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
};
const icon = (d: string, cls: string) =>
  `<svg class="${cls}" viewBox="0 0 24 24" focusable="false"><path d="${d}"/></svg>`;

function durationText(t: Texts, minutes: number, lang: Lang): string {
  const { hours, minutes: rest } = durationParts(minutes);
  const d = t.duration;
  if (hours === 0) return fillText(pluralText(d, 'minutes', rest, lang), { count: rest }, lang);
  if (rest === 0) return fillText(pluralText(d, 'hours', hours, lang), { count: hours }, lang);
  return fillText(d.hoursMinutes, { hours, minutes: rest }, lang);
}

interface Money {
  currency: CurrencyCode;
  perAed: number | undefined;
}
/** As the page shows prices (lib/money.tsx): in the visitor's currency, in AED while its rate is unknown. */
function moneyText(aedMinor: number, money: Money, lang: Lang): string {
  if (money.currency === 'AED' || !money.perAed) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, money.perAed, money.currency), money.currency, lang);
}

function cardHtml(a: ActivitySummary, index: number, category: string, t: Texts, money: Money, lang: Lang): string {
  const rating = formatNumber(a.rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const area = a.area
    ? `<span class="jf-act-meta-item">${icon(ICONS.place, 'jf-act-i20')}<span>${escapeHtml(localized(lang, a.area, a.area_ar ?? a.area))}</span></span>`
    : '';
  return (
    `<li><div class="jf-act-card"><div class="jf-act-area">` +
    `<img src="${escapeHtml(a.horizontal_thumbnail)}" alt="" width="640" height="360" ${index === 0 ? 'fetchpriority="high" ' : ''}loading="${index < 3 ? 'eager' : 'lazy'}" decoding="async">` +
    `<div class="jf-act-body"><span class="jf-act-cat">${escapeHtml(category)}</span>` +
    `<h3 class="jf-act-name">${escapeHtml(localized(lang, a.name_en, a.name_ar))}</h3>` +
    `<div class="jf-act-meta">${area}<span class="jf-act-meta-item">${icon(ICONS.clock, 'jf-act-i20')}<span>${escapeHtml(durationText(t, a.duration_min, lang))}</span></span></div>` +
    `<div class="jf-act-foot"><span class="jf-act-rating">${icon(ICONS.star, 'jf-act-i20 jf-act-star')}<b>${rating}</b><span>(${formatNumber(a.review_count, lang)})</span></span>` +
    `<div class="jf-act-price"><div class="jf-act-from">${escapeHtml(t.card.from)}</div><div class="jf-act-amount">${escapeHtml(moneyText(a.price_adult_minor, money, lang))}</div></div></div>` +
    `</div></div><span class="jf-act-heart">${icon(ICONS.heart, 'jf-act-i24')}</span></div></li>`
  );
}

function pageHtml(list: ActivityListResponse, categories: MainCategoryUtil[], money: Money, lang: Lang): string {
  const t = TEXTS[lang];
  const labelOf = (slug: string) => {
    const c = categories.find((m) => m.slug === slug);
    return c ? localized(lang, c.name_en, c.name_ar) : '';
  };
  const chips =
    `<span class="jf-act-chip jf-act-chip-on">${icon(ICONS.apps, 'jf-act-i24')}<span>${escapeHtml(t.list.allCategories)}</span></span>` +
    categories
      .map(
        (c) =>
          `<span class="jf-act-chip"><span class="jf-act-i24"></span><span>${escapeHtml(localized(lang, c.name_en, c.name_ar))}</span></span>`,
      )
      .join('');
  const count = fillText(
    pluralText(t.list, 'count', list.count, lang),
    {
      count: list.count,
      formatted: formatNumber(list.count, lang),
    },
    lang,
  );
  const sortLabel = t.list.sort.rating;
  return (
    `<div class="jf-act"><h1 class="jf-act-h1">${escapeHtml(t.list.title)}</h1><p class="jf-act-sub">${escapeHtml(t.list.subtitle)}</p>` +
    `<div class="jf-act-chips">${chips}</div>` +
    `<div class="jf-act-bar"><p>${escapeHtml(count)}</p><div class="jf-act-tools">` +
    `<span class="jf-act-btn">${icon(ICONS.tune, 'jf-act-i20')}${escapeHtml(t.filters.title)}</span>` +
    `<span class="jf-act-select"><span class="jf-act-label">${escapeHtml(t.list.sortBy)}</span>${escapeHtml(sortLabel)}${icon(ICONS.drop, 'jf-act-i24 jf-act-drop')}</span></div></div>` +
    `<div class="jf-act-main"><div class="jf-act-aside"><h2>${escapeHtml(t.filters.title)}</h2></div><ul class="jf-act-grid">` +
    list.rows
      .slice(0, cardsToPaint(window.innerWidth))
      .map((a, i) => cardHtml(a, i, labelOf(a.main_category), t, money, lang))
      .join('') +
    `</ul></div></div>`
  );
}

function css(dark: boolean): string {
  const c = frameColors(dark);
  // Colours MUI derives (the outlined chip's border and icon, the select's outline, the outlined button's border):
  // read off the page.
  const chipBorder = dark ? '#616161' : '#bdbdbd';
  const chipIcon = dark ? '#E0E0E0' : '#616161';
  const outline = dark ? 'rgba(255,255,255,.23)' : 'rgba(0,0,0,.23)';
  const btnBorder = dark ? 'rgba(122,178,255,.5)' : 'rgba(21,89,199,.5)';
  return `
.jf-act{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:16px;color:${c.text}}
.jf-act p,.jf-act h1,.jf-act h3,.jf-act ul{margin:0}
.jf-act svg{fill:currentColor;flex-shrink:0}
.jf-act-i20{width:20px;height:20px}.jf-act-i24{width:24px;height:24px}
.jf-act-h1{font-size:34px;line-height:1.235;font-weight:800;margin-bottom:4px!important}
.jf-act-sub{font-size:16px;line-height:1.5;margin-bottom:16px!important}
.jf-act-chips{display:flex;gap:8px;overflow:hidden;padding-bottom:8px}
.jf-act-chip{flex-shrink:0;display:inline-flex;align-items:center;box-sizing:border-box;height:32px;border-radius:16px;border:1px solid ${chipBorder};font-size:13px;line-height:19.5px;white-space:nowrap}
.jf-act-chip .jf-act-i24{margin-inline:4px -6px;color:${chipIcon}}
.jf-act-chip>span:last-child{padding:0 11px}
.jf-act-chip-on{border:0;background:${c.primary};color:${c.onPrimary}}
.jf-act-chip-on .jf-act-i24{margin-inline:5px -6px;color:inherit}
.jf-act-chip-on>span:last-child{padding:0 12px}
.jf-act-bar{display:flex;align-items:center;justify-content:space-between;gap:16px;flex-wrap:wrap;margin:16px 0}
.jf-act-bar p{font-size:16px;line-height:1.5}
.jf-act-tools{display:flex;gap:8px;align-items:center}
.jf-act-btn{display:inline-flex;align-items:center;box-sizing:border-box;padding:5px 15px;border:1px solid ${btnBorder};border-radius:12px;color:${c.primary};font-size:14px;line-height:1.75;font-weight:600}
.jf-act-btn svg{margin-inline:-4px 8px}
.jf-act-select{position:relative;display:flex;align-items:center;box-sizing:border-box;width:200px;height:40px;padding:0 14px;border:1px solid ${outline};border-radius:12px;font-size:16px}
.jf-act-label{position:absolute;top:-9px;inset-inline-start:9px;padding:0 5px;background:${c.page};color:${c.secondary};font-size:12px;line-height:1.2}
.jf-act-drop{position:absolute;inset-inline-end:7px;top:7px;opacity:.7}
.jf-act-main{display:grid;grid-template-columns:1fr;gap:32px;align-items:start}
.jf-act-aside{display:none}.jf-act-aside h2{margin:0 0 16px;font-size:20px;line-height:1.6;font-weight:500}
.jf-act-grid{list-style:none;padding:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}
.jf-act-card{position:relative;box-sizing:border-box;height:100%;display:flex;flex-direction:column;overflow:hidden;border:1px solid ${c.divider};border-radius:36px;background:${c.paper}}
.jf-act-area{flex-grow:1;display:flex;flex-direction:column}
.jf-act-card img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background:${c.hover}}
.jf-act-body{flex-grow:1;display:flex;flex-direction:column;gap:6px;padding:16px}
.jf-act-cat{min-height:19.92px;color:${c.secondary};font-size:12px;line-height:1.66;font-weight:600;letter-spacing:.6px;text-transform:uppercase}
.jf-act-name{font-size:16px;line-height:1.3;font-weight:700}
.jf-act-meta{display:flex;flex-wrap:wrap;column-gap:12px;row-gap:4px;color:${c.secondary};font-size:14px;line-height:1.43}
.jf-act-meta-item,.jf-act-rating{display:inline-flex;align-items:center;gap:4px}
.jf-act-foot{margin-top:auto;padding-top:8px;display:flex;align-items:flex-end;justify-content:space-between;gap:8px}
.jf-act-rating{font-size:14px;line-height:1.43}.jf-act-rating b{font-weight:600}.jf-act-rating span{color:${c.secondary}}
.jf-act-star{color:${c.warning}}
.jf-act-price{text-align:end}.jf-act-from{color:${c.secondary};font-size:12px;line-height:1.66}.jf-act-amount{font-size:16px;line-height:1.75;font-weight:700}
.jf-act-heart{position:absolute;top:8px;inset-inline-end:8px;display:flex;padding:8px;border-radius:50%;background:${c.paper}}
@media (min-width:600px){.jf-act{padding-inline:24px}}
@media (min-width:900px){.jf-act{padding-block:32px}.jf-act-btn{display:none}.jf-act-main{grid-template-columns:260px 1fr}.jf-act-aside{display:block}}
`;
}

async function start(): Promise<void> {
  const visit = frameVisit();
  // The plain list only: a filtered one has its own heading and badges, which come with the page.
  if (!paths.includes(visit.path) || [...visit.params.keys()].length > 0) return;
  const currency = readCurrency();
  const [list, categories, perAed] = await Promise.all([
    postJson<ActivityListResponse>('/activities/fetch-all', {
      ...toListQuery(parseFilters(visit.params)),
      limit: PAGE_SIZE,
    }),
    postJson<{ rows: MainCategoryUtil[] }>('/utils/fetch', { name: 'main_categories' }).then(
      (d) => d.rows,
      () => [],
    ),
    currency === 'AED'
      ? undefined
      : getJson<{ code: string; perAed: number }[]>('/currencies').then(
          (rows) => rows.find((r) => r.code === currency)?.perAed,
          () => undefined,
        ),
  ]);
  if (list.rows.length === 0) return;
  // Shown until the page has its cards (not its loading state).
  await paintFrame(
    'activities',
    css(visit.dark),
    pageHtml(list, categories, { currency, perAed }, visit.lang),
    '[data-testid="activity-card"]',
  );
}

runFrame(start);
