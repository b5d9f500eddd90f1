// Build time (shared-ui/mf/frame-plugin.js): /plans' first frame is its own page as a member sees it, rendered with a
// sample plan whose strings are slot markers; src/frame/index.ts fills copies of its card with the api's answer. What
// a plan's data changes beyond text (a cover or its mode's icon, its status chip) comes from the other parts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { frameSlot } from '@jad/shared-ui/frame-template';
import type { PlanStatus, PlansPage as PlansPageAnswer, PlanSummary } from '@/lib/plan-types';
import { PLANS_PAGE_SIZE } from '@/lib/plans-page-body';
import { planKeys } from '@/lib/query-keys';
import { StatusChip } from '@/components/status-chip';
import { PlanCard } from '@/features/plans-list/components/plan-card';
import { PlansPage } from '@/features/plans-list/components/plans-page';
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

const noMoney = () => '';

function Providers({ children }: { children: ReactNode }) {
  // The list as the page holds it once answered; not stale, so the page renders it, not its loading state.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const answer: PlansPageAnswer = { rows: [SAMPLE], count: 1, page: 1, limit: PLANS_PAGE_SIZE };
  client.setQueryData(planKeys.list(PLANS_PAGE_SIZE), { pages: [answer], pageParams: [1] });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/plans']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The parts src/frame/index.ts fills: the page, its card with a cover and with each mode's icon, the status chips. */
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
  };
}
