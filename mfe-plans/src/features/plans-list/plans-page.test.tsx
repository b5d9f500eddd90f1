import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import type { PlanSummary } from '@/lib/plan-types';
import { currencies, options } from '@/test/fixtures';
import { fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { PlansPage } from './components/plans-page';

const summary = (n: number, over: Partial<PlanSummary> = {}): PlanSummary => ({
  user_plan_id: `pid-${n}`,
  name: `Plan ${n}`,
  mode: 'ai',
  source: 'built-in',
  start_date: '2026-03-02',
  end_date: '2026-03-04',
  status: 'unconfirmed',
  destination: options.destinations[0]!,
  days_count: 3,
  items_count: 7,
  total_minor: 125000,
  interests: ['museums'],
  travellers: 'couple',
  group: { adults: 2, teens: 0, children: 0, youngest_child_age: null },
  is_shared: false,
  cover: null,
  created_at: '2026-02-01T00:00:00.000Z',
  ...over,
});

let api: FakeApi;
let pages: Record<number, { rows: PlanSummary[]; count: number }>;

beforeEach(() => {
  resetRates();
  api = fakeApi({
    'POST /plans/fetch-all': (body) => {
      const { page } = body as { page: number };
      return ok({ ...pages[page], page, limit: 12 });
    },
    'GET /currencies': () => ok(currencies),
  });
});
afterEach(() => api.restore());

test('lists my plans with status, dates, counts and total, and appends the next page', async () => {
  pages = {
    1: {
      rows: Array.from({ length: 12 }, (_, i) =>
        summary(i + 1, i === 0 ? { status: 'confirmed', is_shared: true } : {}),
      ),
      count: 13,
    },
    2: { rows: [summary(13)], count: 13 },
  };
  await renderScreen(<PlansPage />, { path: '/plans' });
  const cards = await screen.findAllByTestId('plan-card');
  expect(cards).toHaveLength(12);
  expect(cards[0]).toHaveTextContent('Plan 1');
  expect(cards[0]).toHaveTextContent('Confirmed');
  expect(cards[0]).toHaveTextContent('3 days · 7 activities');
  expect(cards[0]).toHaveTextContent('AED 1,250.00');
  expect(cards[0]).toHaveTextContent('Shared');
  expect(screen.getAllByRole('link', { name: /Plan 2\b/ })[0]).toHaveAttribute('href', '/plan?pid=pid-2');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Show more plans' }));
  });
  await waitFor(() => expect(screen.getAllByTestId('plan-card')).toHaveLength(13));
  expect(api.callsTo('POST /plans/fetch-all').map((c) => c.body)).toEqual([
    { page: 1, limit: 12 },
    { page: 2, limit: 12 },
  ]);
  expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull();
});

test('invites me to plan a trip when I have none', async () => {
  pages = { 1: { rows: [], count: 0 } };
  await renderScreen(<PlansPage />, { path: '/plans' });
  expect(await screen.findByText('No plans yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Plan a trip' })).toHaveAttribute('href', '/questionnaire');
});

test('the first row of covers loads at once, the first cover first; the others when near (issue 22 item 6)', async () => {
  pages = {
    1: { rows: Array.from({ length: 5 }, (_, i) => summary(i + 1, { cover: `/covers/${i + 1}.svg` })), count: 5 },
  };
  await renderScreen(<PlansPage />, { path: '/plans' });
  const covers = (await screen.findAllByTestId('plan-card')).map((card) => card.querySelector('img')!);
  expect(covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['eager', 'auto'],
    ['eager', 'auto'],
    ['lazy', 'auto'],
    ['lazy', 'auto'],
  ]);
});
