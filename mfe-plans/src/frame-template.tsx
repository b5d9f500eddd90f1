// Build time (shared-ui/mf/frame-plugin.js): the first frames of /plans and /plan are their own pages as a member sees
// them, rendered with sample plans whose strings are slot markers; src/frame fills copies of them with the api's answer.
// What a plan's data changes beyond text (a cover or its mode's icon, its status chip, who made it, the confirm
// button's words) comes from the other parts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { frameSlot, type FramePages } from '@jad/shared-ui/frame-template';
import type {
  PlanDetail,
  PlanItemView,
  PlanSource,
  PlanStatus,
  PlansPage as PlansPageAnswer,
  PlanSummary,
} from '@/lib/plan-types';
import { PLANS_PAGE_SIZE } from '@/lib/plans-page-body';
import { planKeys } from '@/lib/query-keys';
import { StatusChip } from '@/components/status-chip';
import { PlanCard } from '@/features/plans-list/components/plan-card';
import { PlansPage } from '@/features/plans-list/components/plans-page';
import { PlanHeader } from '@/features/plan/components/plan-header';
import { PlanPage } from '@/features/plan/components/plan-page';
import { SourceChip } from '@/features/plan/components/source-chip';
import './i18n';

/** A shared plan with a cover: every line the card can show. Its date, count and price lines are set by index.ts. */
const SAMPLE: PlanSummary = {
  user_plan_id: frameSlot('pid'),
  name: frameSlot('name'),
  mode: 'ai',
  source: 'ai',
  start_date: '2026-01-01',
  end_date: '2026-01-02',
  status: 'unconfirmed',
  destination: { slug: 'sample', name_en: 'sample', name_ar: 'sample', lat: 0, lng: 0 },
  days_count: 2,
  items_count: 2,
  total_minor: 100,
  interests: [],
  travellers: 'solo',
  group: { adults: 1, teens: 0, children: 0, youngest_child_age: null },
  is_shared: true,
  cover: frameSlot('image'),
  created_at: '2026-01-01T00:00:00.000Z',
};

const STATUSES: PlanStatus[] = ['unconfirmed', 'in-progress', 'confirmed', 'past'];
const SOURCES: PlanSource[] = ['built-in', 'ai', 'own'];

/** An unpaid activity: the plan can be edited, so the page shows its drag hint (its day is not in the frame). */
const ITEM: PlanItemView = {
  item_id: 'sample',
  date: '2026-01-01',
  start_min: 600,
  end_min: 660,
  travel_min_before: 0,
  travel_mode_before: 'drive',
  cost_minor: 100,
  paid: false,
  order_id: null,
  reason: null,
  activity: {
    activity_id: 'sample',
    slug: 'sample',
    name_en: 'sample',
    name_ar: 'sample',
    main_category: 'sample',
    horizontal_thumbnail: 'sample',
    duration_min: 60,
    rating: 5,
  },
  branch: { branch_id: 'sample', name_en: 'sample', name_ar: 'sample', area: 'sample', lat: 0, lng: 0 },
};

/** The owner's shared plan that can be confirmed, its first day on the map: every line its first screen can show. */
const PLAN: PlanDetail = {
  user_plan_id: frameSlot('pid'),
  name: frameSlot('name'),
  mode: 'ai',
  source: 'ai',
  destination: SAMPLE.destination,
  start_date: '2026-01-01',
  end_date: '2026-01-01',
  day_start_min: 540,
  day_end_min: 1260,
  interests: [],
  travellers: 'solo',
  group: SAMPLE.group,
  free_time: [],
  budget_minor: null,
  pace: 'balanced',
  status: 'unconfirmed',
  is_owner: true,
  is_shared: true,
  my_role: 'owner',
  version: 1,
  owner: { username: 'sample', first_name: '', last_name: '' },
  days: [
    {
      date: '2026-01-01',
      weekday: 4,
      items: [ITEM],
      return_travel_min: 0,
      return_travel_mode: 'drive',
      cost_minor: 100,
    },
  ],
  totals: { cost_minor: 100, paid_minor: 0, travel_min: 0, items: 1, paid_items: 0 },
  conflicts: [],
  unplaced: [],
  currency: 'AED',
  created_at: SAMPLE.created_at,
  updated_at: SAMPLE.created_at,
};

const noMoney = () => '';

function Providers({ children, at = '/plans' }: { children: ReactNode; at?: string }) {
  // The list and the plan as the pages hold them once answered; not stale, so the pages render them, not their loading
  // state. The plan as read before the session is known (no viewer in its key).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const answer: PlansPageAnswer = { rows: [SAMPLE], count: 1, page: 1, limit: PLANS_PAGE_SIZE };
  client.setQueryData(planKeys.list(PLANS_PAGE_SIZE), { pages: [answer], pageParams: [1] });
  client.setQueryData(planKeys.detail(PLAN.user_plan_id, null), PLAN);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const noAction = () => undefined;

/** Each frame page (src/frame: paintFrame's name) and the parts it fills: its own template file, nothing more. */
export const FRAME_PAGES: FramePages = {
  plans: ['page', 'card', 'cardAi', 'cardOwn', 'chips'],
  plan: ['plan', 'planChips', 'planSources', 'planPayRest'],
};

/**
 * The parts src/frame fills. /plans: the page, its card with a cover and with each mode's icon, the status chips.
 * /plan: the page (its map not loaded yet), its header's status chips, who made the plan, the button to pay the rest.
 */
export default function frameParts() {
  return {
    page: (
      <Providers>
        <PlansPage />
      </Providers>
    ),
    card: (
      <Providers>
        <PlanCard plan={SAMPLE} money={noMoney} index={0} />
      </Providers>
    ),
    cardAi: (
      <Providers>
        <PlanCard plan={{ ...SAMPLE, cover: null, mode: 'ai' }} money={noMoney} index={0} />
      </Providers>
    ),
    cardOwn: (
      <Providers>
        <PlanCard plan={{ ...SAMPLE, cover: null, mode: 'own' }} money={noMoney} index={0} />
      </Providers>
    ),
    chips: (
      <Providers>
        {STATUSES.map((status) => (
          <StatusChip key={status} status={status} />
        ))}
      </Providers>
    ),
    plan: (
      <Providers at={`/plan?pid=${PLAN.user_plan_id}`}>
        <PlanPage />
      </Providers>
    ),
    planChips: (
      <Providers>
        {STATUSES.map((status) => (
          <StatusChip key={status} status={status} size="medium" />
        ))}
      </Providers>
    ),
    planSources: (
      <Providers>
        {SOURCES.map((source) => (
          <SourceChip key={source} plan={{ ...PLAN, source }} />
        ))}
      </Providers>
    ),
    planPayRest: (
      <Providers>
        <PlanHeader
          plan={{ ...PLAN, status: 'in-progress', totals: { ...PLAN.totals, paid_items: 1 } }}
          money={noMoney}
          onConfirm={noAction}
          onShare={noAction}
          onRename={noAction}
          onDelete={noAction}
        />
      </Providers>
    ),
  };
}
