// The first frame of /orders (shared-ui/src/frame): a member's first orders painted from the api's answer before the
// app has loaded, so the first card's picture, the page's largest paint, comes early. Its markup and CSS are the
// page's own (src/frame-template.tsx renders MemberOrders and an OrderCard of each kind, paid or not); this fills
// copies of the card. /orders is a member's list (a visitor gets a form to find one booking): the frame asks the
// session first, with the visitor's cookies, and paints only for a member whose page starts as this visit does.
import {
  fillSlots,
  fillText,
  formatDate,
  frameMoneyText,
  getJson,
  loadFrameTemplate,
  memberStartsAsVisit,
  paintFrame,
  replaceMarked,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type Lang,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { OrderListResponse, PublicOrder } from '@/lib/api-types';
import { AMOUNT_LABEL, chipStatusOf, orderDatesText, showsRefund, STAY_DATE_FORMAT } from '@/lib/order-lines';
import { ordersRequestPath, orderTabOf } from '@/lib/orders-request';
import { orders as enOrders } from '@/locales/en.json';
import { orders as arOrders } from '@/locales/ar.json';

const TEXTS = { en: { orders: enOrders }, ar: { orders: arOrders } };

/** The page as the frame shows it: its cards (not its loading state). */
const SHOWN_UNTIL = '[data-testid="order-card"]';

/** Cards painted: the first screen's (a card with its picture above on a phone, beside from 600 px); the rest come
 * with the page. Each one more is layout work on the main thread while the app is starting. */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 3);

/** A locale text by its key as the card names it ('orders.unpaid.toPay'). */
function textOf(lang: Lang, key: string): string {
  const text = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], TEXTS[lang]);
  return typeof text === 'string' ? text : '';
}

/** The order's price at the rate fixed when it was booked (the api's display_amount_minor is amount_minor at fx_rate). */
const fixedPrice = (order: PublicOrder, aedMinor: number, lang: Lang) =>
  frameMoneyText(aedMinor, { currency: order.currency as FrameMoney['currency'], perAed: order.fx_rate }, lang);

/** "Fri, 20 Mar 2026", as lib/dates.ts stayDate writes it. */
const stayDate = (lang: Lang) => (date: string) => formatDate(`${date}T12:00:00Z`, lang, STAY_DATE_FORMAT);

/** A copy of the template's card for the order's kind, paid or not, filled with it. */
function card(template: FrameTemplate, order: PublicOrder, index: number, lang: Lang): DocumentFragment {
  const unpaid = order.payment_status === 'awaiting_payment';
  const kind = order.kind === 'hotel' ? 'Hotel' : 'Activity';
  const part = templatePart(template, `order${kind}${unpaid ? 'Unpaid' : ''}`);
  const chip = templatePart(template, 'orderChips').querySelector(`[data-status="${chipStatusOf(order)}"]`);
  if (chip) replaceMarked(part, 'order-status', chip);
  // A cancellation that refunded nothing says so in the secondary colour (the template's card: a refund made).
  const noRefund = templatePart(template, 'orderNoRefund').querySelector('[data-jf="order-refund"]');
  if (order.refund_minor === 0 && noRefund) replaceMarked(part, 'order-refund', noRefund);
  const checkout = (order.details as { checkout_id?: unknown }).checkout_id;
  // An unpaid stay without its checkout has nowhere to complete its payment (unpaid-actions.tsx).
  if (order.kind === 'hotel' && typeof checkout !== 'string') replaceMarked(part, 'order-complete-payment', null);
  const picture = part.querySelector('img');
  if (!order.image) picture?.remove();
  // As the page asks for its pictures: the first card's at once, the others' when near.
  else if (picture && index > 0) {
    picture.setAttribute('fetchpriority', 'auto');
    picture.loading = 'lazy';
  }
  fillSlots(part, {
    oid: order.order_id,
    checkout: typeof checkout === 'string' ? checkout : undefined,
    title: order.title,
    image: order.image ?? undefined,
    dates: orderDatesText(order.starts_on, order.ends_on, stayDate(lang)),
    amount: fillText(textOf(lang, AMOUNT_LABEL[order.payment_status]), {
      amount: fixedPrice(order, order.amount_minor, lang),
    }),
    refund:
      order.refund_minor !== null && showsRefund(order)
        ? fillText(TEXTS[lang].orders.refunded, { amount: fixedPrice(order, order.refund_minor, lang) })
        : undefined,
  });
  return part;
}

/** The page's template on the address's tab, with the member's first orders in place of its sample card. */
function page(template: FrameTemplate, tab: string, list: OrderListResponse, visit: FrameVisit): DocumentFragment {
  const content = templatePart(template, 'orders');
  // The template is rendered on Active: the address's tab is the selected one (its colour: MUI's `.Mui-selected`
  // rule), with the indicator MUI renders in the selected tab before it measures.
  const indicator = content.querySelector('.MuiTabs-indicator');
  for (const button of content.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const selected = button.getAttribute('data-jf') === `tab-${tab}`;
    button.classList.toggle('Mui-selected', selected);
    button.setAttribute('aria-selected', String(selected));
    button.tabIndex = selected ? 0 : -1;
    if (!selected) continue;
    if (indicator) button.appendChild(indicator);
  }
  const sample = content.querySelector('[data-jf="order-card"]');
  if (sample) {
    list.rows
      .slice(0, cardsToPaint(window.innerWidth))
      .forEach((order, i) => sample.before(card(template, order, i, visit.lang)));
    sample.remove();
  }
  return content;
}

export async function paintOrders(visit: FrameVisit): Promise<void> {
  const tab = orderTabOf(visit.params.toString());
  // The session first: a visitor has no list here (the page offers to find one booking).
  const session = await getJson<SessionPayload>('/auth/session');
  if (!session.user || !memberStartsAsVisit(session.user, visit)) return;
  const [template, list] = await Promise.all([
    loadFrameTemplate('orders', visit),
    getJson<OrderListResponse>(ordersRequestPath(tab)),
  ]);
  if (list.rows.length === 0) return;
  await paintFrame('orders', template.css, page(template, tab, list, visit), SHOWN_UNTIL);
}
