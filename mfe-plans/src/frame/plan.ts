// The first frame of /plan?pid=… (entry: index.ts): the member's own plan, its first screen painted from the api's
// answer before the app has loaded: the header with its totals, the people bar, and the first day's map (its heading,
// the box the map is drawn in, its legend). On a phone that is the whole first screen and holds its largest paint (the
// legend, else the name); the days' timelines come with the page. Its markup and CSS are the page's own
// (src/frame-template.tsx renders plan-page at build time); this fills a copy. It asks what the page asks first, in the
// same order, so the page takes the answers (takeFrameAnswer): the session (a member's POST needs its CSRF token),
// then the plan.
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
import { groupBands } from '@/lib/group-bands';
import type { PlanDetail } from '@/lib/plan-types';
import { TEXTS } from './texts';

/** The page as the frame shows it: the plan (not its loading state). */
const SHOWN_UNTIL = '[data-testid="plan-name"]';

const setText = (root: DocumentFragment, testId: string, text: string) => {
  const element = root.querySelector(`[data-jf="${testId}"]`);
  if (element) element.textContent = text;
};

/** The owner's plan as its page starts (plan-header.tsx, plan-page.tsx), from the template's parts. */
function page(template: FrameTemplate, plan: PlanDetail, money: FrameMoney, lang: Lang): DocumentFragment {
  const t = TEXTS[lang];
  const content = templatePart(template, 'plan');
  const editable = plan.status !== 'past';
  const canConfirm = editable && plan.status !== 'confirmed' && plan.totals.items > 0;
  const payRest = plan.status === 'in-progress' && plan.totals.paid_items > 0;
  // What the plan's data changes beyond text.
  replaceMarked(
    content,
    'plan-status',
    templatePart(template, 'planChips').querySelector(`[data-status="${plan.status}"]`),
  );
  replaceMarked(
    content,
    'plan-source',
    templatePart(template, 'planSources').querySelector(`[data-source="${plan.source}"]`),
  );
  if (!plan.is_shared) replaceMarked(content, 'plan-shared', null);
  if (!canConfirm) replaceMarked(content, 'confirm-plan', null);
  else if (payRest)
    replaceMarked(
      content,
      'confirm-plan',
      templatePart(template, 'planPayRest').querySelector('[data-jf="confirm-plan"]'),
    );
  if (!editable || !plan.days.some((d) => d.items.some((i) => !i.paid))) replaceMarked(content, 'drag-hint', null);
  // The days come with the page.
  for (const day of content.querySelectorAll('[data-jf="plan-day"]')) day.remove();

  const price = (aedMinor: number) => frameMoneyText(aedMinor, money, lang);
  setText(content, 'total-cost', price(plan.totals.cost_minor));
  setText(content, 'total-paid', price(plan.totals.paid_minor));
  setText(content, 'total-items', String(plan.totals.items));
  setText(content, 'total-travel', countText(t.trip, 'minutes', plan.totals.travel_min, lang));
  const group = groupBands(plan.group)
    .map(({ band, count }) => countText(t.trip, band, count, lang))
    .join(lang === 'ar' ? '، ' : ', ');
  fillSlots(content, {
    // in the calendar's and the PDF's links, as the header writes them
    pid: encodeURIComponent(plan.user_plan_id),
    name: plan.name,
    trip: `${formatDateRange(plan.start_date, plan.end_date, lang)} · ${localized(lang, plan.destination.name_en, plan.destination.name_ar)} · ${group}`,
  });
  return content;
}

/**
 * /plan?pid=…: the member's own plan. Nothing for someone else's (a shared plan: its header says whose, and what its
 * reader may do), nor for a plan whose first screen says more than the frame knows how to (conflicts, activities left
 * out, a map of a later day when the first has none): the page comes with the app.
 */
export async function paintPlan(visit: FrameVisit): Promise<void> {
  const pid = visit.params.get('pid');
  // An invite link is accepted before the plan is shown (invite-gate.tsx).
  if (!pid || visit.params.has('invite')) return;
  // The session first, as the page (usePlan waits for it): a visitor gets no frame and no plan asked for.
  const session = await getJson<SessionPayload>('/auth/session');
  if (!session.user || !session.csrfToken || !memberStartsAsVisit(session.user, visit)) return;
  const [template, plan, money] = await Promise.all([
    loadFrameTemplate('plan', visit),
    postJson<PlanDetail>('/plans/fetch', { pid }, session.csrfToken),
    loadFrameMoney(),
  ]);
  const firstDayOnMap = plan.days[0]?.items.length !== 0 || plan.days.every((d) => d.items.length === 0);
  if (plan.my_role !== 'owner' || plan.conflicts.length > 0 || plan.unplaced.length > 0 || !firstDayOnMap) return;
  await paintFrame('plan', template.css, page(template, plan, money, visit.lang), SHOWN_UNTIL);
}
