// The first frame of /plans (entry: index.ts): a member's plans painted from the api's answer before the app has
// loaded, so the first card's cover, the page's largest paint, comes early. Its markup and CSS are the page's own
// (src/frame-template.tsx renders plans-page and plan-card at build time); this fills copies of the card. /plans is a
// member's page: the frame asks the session first, with the visitor's cookies, and paints only for a member whose page
// starts as this visit does (a visitor is sent to sign in; a member's saved language or theme would change the page).
// Only a head start: every failure is silent (runFrame) and the page comes with the app.
import {
  countText,
  fillSlots,
  formatDateRange,
  frameMoneyText,
  getJson,
  loadFrameMoney,
  loadFrameTemplate,
  localized,
  memberStartsAsVisit,
  paintFrame,
  postJson,
  replaceMarked,
  templatePart,
  type FrameMoney,
  type FrameTemplate,
  type FrameVisit,
  type Lang,
  type SessionPayload,
} from '@jad/shared-ui/frame';
import type { PlansPage, PlanSummary } from '@/lib/plan-types';
import { plansPageBody } from '@/lib/plans-page-body';
import { TEXTS } from './texts';

/** The page as the frame shows it: its cards (not its loading state). */
const SHOWN_UNTIL = '[data-testid="plan-card"]';

/** Cards painted: the first screen's (one column on a phone, two rows of three on a wide screen); the rest come with
 * the page. Each one more is layout work on the main thread while the app is starting. */
const cardsToPaint = (width: number) => (width < 600 ? 2 : 6);

/** The card's lines as the page writes them (plan-card.tsx). */
function counts(plan: PlanSummary, lang: Lang): string {
  const t = TEXTS[lang];
  return `${countText(t.trip, 'days', plan.days_count, lang)} · ${countText(t.list, 'activities', plan.items_count, lang)}`;
}

/** A copy of the template's card (with the plan's cover, else its mode's icon) filled with one plan. */
function card(template: FrameTemplate, plan: PlanSummary, index: number, money: FrameMoney, lang: Lang) {
  const part = templatePart(template, plan.cover ? 'card' : plan.mode === 'ai' ? 'cardAi' : 'cardOwn');
  // The status chip of the plan's status (its colour and label), from the template's chips.
  const chip = templatePart(template, 'chips').querySelector(`[data-status="${plan.status}"]`);
  if (chip) replaceMarked(part, 'plan-status', chip);
  if (!plan.is_shared) replaceMarked(part, 'plan-shared', null);
  fillSlots(part, {
    // in the card's link, as the card writes it
    pid: encodeURIComponent(plan.user_plan_id),
    name: plan.name,
    image: plan.cover ?? undefined,
    dates: `${formatDateRange(plan.start_date, plan.end_date, lang)} · ${localized(lang, plan.destination.name_en, plan.destination.name_ar)}`,
    counts: counts(plan, lang),
    total: frameMoneyText(plan.total_minor, money, lang),
  });
  // As the page asks for its covers: the first row's eagerly, the first of all first.
  const picture = part.querySelector('img');
  if (picture && index > 0) picture.removeAttribute('fetchpriority');
  if (picture && index >= 3) picture.loading = 'lazy';
  return part;
}

/** The page's template with the member's first plans in place of its sample card. */
function page(template: FrameTemplate, list: PlansPage, money: FrameMoney, lang: Lang): DocumentFragment {
  const content = templatePart(template, 'page');
  const sample = content.querySelector('[data-jf="plan-card"]');
  if (sample) {
    list.rows
      .slice(0, cardsToPaint(window.innerWidth))
      .forEach((plan, i) => sample.before(card(template, plan, i, money, lang)));
    sample.remove();
  }
  return content;
}

/** /plans: the member's first plans. */
export async function paintList(visit: FrameVisit): Promise<void> {
  // The session first: a visitor has no page here, and a member's POST needs the CSRF token it gives.
  const session = await getJson<SessionPayload>('/auth/session');
  if (!session.user || !session.csrfToken || !memberStartsAsVisit(session.user, visit)) return;
  const [template, list, money] = await Promise.all([
    loadFrameTemplate('plans', visit),
    postJson<PlansPage>('/plans/fetch-all', plansPageBody(1), session.csrfToken),
    loadFrameMoney(),
  ]);
  if (list.rows.length === 0) return;
  await paintFrame('plans', template.css, page(template, list, money, visit.lang), SHOWN_UNTIL);
}
