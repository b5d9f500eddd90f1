import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { bus, resetRates } from '@jad/shared-ui';
import type { PlanDetail } from '@/lib/plan-types';
import { currencies, item, plan } from '@/test/fixtures';
import { fail, fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { PlanPage } from './components/plan-page';
import { apiFailure } from '@jad/shared-ui/test-utils';

// Leaflet needs a real layout engine; the map is checked in the e2e journey. Here: what it is given.
jest.mock('./map/day-map', () => ({
  __esModule: true,
  default: ({ stops, label }: { stops: { n: number; title: string }[]; label: string }) => (
    <div data-testid="day-map" aria-label={label}>
      {stops.map((s) => `${s.n}:${s.title}`).join('|')}
    </div>
  ),
}));

let api: FakeApi;
let fetched: () => ReturnType<typeof ok>;

beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  resetRates();
  fetched = () => ok(plan());
  api = fakeApi({
    'POST /plans/fetch': () => fetched(),
    'PUT /plans/items': () => fail(500),
    'GET /currencies': () => ok(currencies),
    'GET /payments/config': () => ok({ provider: 'test-cards', publishable_key: null }),
  });
});
afterEach(() => api.restore());
const sent = (key: string) => api.callsTo(key).map((c) => c.body);

const open = async (over: Parameters<typeof renderScreen>[1] = {}) => {
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1', ...over });
  await screen.findAllByTestId('plan-day');
};
const day = (date: string) =>
  screen.getAllByTestId('plan-day').find((d) => d.getAttribute('data-date') === date) as HTMLElement;
const itemIn = (date: string) =>
  within(day(date))
    .queryAllByTestId('plan-item')
    .map((el) => el.getAttribute('data-item-id'));

/** The plan the api answers after item-1 moved to the second day. */
const movedPlan = (): PlanDetail => {
  const p = plan();
  const moved = { ...p.days[0]!.items[0]!, date: '2026-03-03' };
  p.days[0]!.items = p.days[0]!.items.slice(1);
  p.days[1]!.items = [moved, ...p.days[1]!.items];
  return p;
};

test('shows the days, the numbered timeline, the totals in the selected currency and the map of a day', async () => {
  await open({ currency: 'USD' });
  expect(screen.getByTestId('plan-name')).toHaveTextContent('Spring in Dubai');
  expect(screen.getByTestId('plan-status')).toHaveTextContent('Unconfirmed');
  expect(screen.getByTestId('total-cost')).toHaveTextContent('USD 163.38'); // 600 AED at 0.2723
  expect(itemIn('2026-03-02')).toEqual(['item-1', 'item-2']);
  expect(itemIn('2026-03-03')).toEqual(['item-3']);
  expect(within(day('2026-03-02')).getByText('Reason 1')).toBeInTheDocument();
  expect(screen.getByTestId('day-map')).toHaveTextContent('1:Activity 1|2:Activity 2');
  await act(async () => {
    fireEvent.click(within(day('2026-03-03')).getByTestId('show-day-map'));
  });
  expect(screen.getByTestId('day-map')).toHaveTextContent('1:Activity 3');
  expect(screen.getByTestId('export-ics')).toHaveAttribute('href', '/api/v1/plans/pid-1/calendar.ics?lang=en');
  expect(screen.getByTestId('export-pdf')).toHaveAttribute('href', '/api/v1/plans/pid-1/plan.pdf?lang=en');
  expect(screen.getByTestId('export-pdf')).toHaveAttribute('download');
  expect(screen.getByTestId('export-pdf')).toHaveTextContent('Download PDF');
});

test('moves an activity to another day by dragging it there', async () => {
  api.on('PUT /plans/items', () => ok(movedPlan()));
  await open();
  const card = within(day('2026-03-02')).getAllByTestId('plan-item')[0];
  const data = new Map<string, string>();
  const dataTransfer = {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    dropEffect: '',
    effectAllowed: '',
  };
  // One event per act: the browser renders between them too (the day lights up as a drop target).
  await act(async () => {
    fireEvent.dragStart(card!, { dataTransfer });
  });
  await act(async () => {
    fireEvent.dragOver(day('2026-03-03'), { dataTransfer });
  });
  await act(async () => {
    fireEvent.drop(day('2026-03-03'), { dataTransfer });
  });
  expect(sent('PUT /plans/items')).toEqual([{ pid: 'pid-1', item_id: 'item-1', date: '2026-03-03' }]);
  expect(itemIn('2026-03-03')).toEqual(['item-1', 'item-3']);
  expect(itemIn('2026-03-02')).toEqual(['item-2']);
});

test('moves an activity with the keyboard: Alt+Down to the next day, or the dialog for a day and a time', async () => {
  api.on('PUT /plans/items', () => ok(movedPlan()));
  await open();
  const handle = within(day('2026-03-02')).getAllByTestId('move-item')[0];
  await act(async () => {
    fireEvent.keyDown(handle!, { key: 'ArrowDown', altKey: true });
  });
  expect(sent('PUT /plans/items').at(-1)).toEqual({ pid: 'pid-1', item_id: 'item-1', date: '2026-03-03' });

  // The dialog: day 1 → day 2, at 15:00.
  const handle3 = within(day('2026-03-03')).getAllByTestId('move-item')[0];
  await act(async () => {
    fireEvent.click(handle3!);
  });
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Move Activity 1');
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Day' }), { target: { value: '2026-03-02' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Start time' }), { target: { value: '900' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('move-submit'));
  });
  expect(sent('PUT /plans/items').at(-1)).toEqual({
    pid: 'pid-1',
    item_id: 'item-1',
    date: '2026-03-02',
    start_min: 900,
  });
});

test('adds an activity of the catalog to a day, and removes one', async () => {
  const added = plan();
  added.days[1]!.items = [
    ...added.days[1]!.items,
    item(4, { date: '2026-03-03', activity: { ...item(4).activity, name_en: 'Louvre Abu Dhabi Shuttle' } }),
  ];
  const removed = plan();
  removed.days[0]!.items = [removed.days[0]!.items[1]!];
  api.on('DELETE /plans/items', () => ok(removed));
  api.on('POST /plans/options', () => ok({ interests: [], destinations: [], today: '2026-03-01', limits: {} }));
  api.on('POST /activities/fetch-all', () =>
    ok({
      rows: [
        {
          activity_id: 'acid-4',
          name_en: 'Louvre Abu Dhabi Shuttle',
          name_ar: 'حافلة اللوفر',
          main_category: 'museums',
          horizontal_thumbnail: '/img/4.svg',
          duration_min: 90,
          area: 'Saadiyat',
        },
      ],
    }),
  );
  api.on('POST /plans/items', () => ok(added));
  await open();
  await act(async () => {
    fireEvent.click(within(day('2026-03-03')).getByTestId('add-activity'));
  });
  const dialog = screen.getByRole('dialog');
  const option = await within(dialog).findByTestId('add-option');
  expect(option).toHaveTextContent('Saadiyat · 90 min');
  await act(async () => {
    fireEvent.click(within(option).getByRole('button', { name: /Louvre Abu Dhabi Shuttle/ }));
  });
  expect(sent('POST /plans/items')).toEqual([{ pid: 'pid-1', acid: 'acid-4', date: '2026-03-03' }]);
  expect(itemIn('2026-03-03')).toEqual(['item-3', 'item-4']);
  expect(screen.queryByRole('dialog')).toBeNull();

  await act(async () => {
    fireEvent.click(within(day('2026-03-02')).getAllByTestId('remove-item')[0]!);
  });
  expect(sent('DELETE /plans/items')).toEqual([{ pid: 'pid-1', item_id: 'item-1' }]);
  expect(itemIn('2026-03-02')).toEqual(['item-2']);
});

test('shares the plan to the feed: visible to others, then a post that links it', async () => {
  api.on('POST /plans/share', () => ok({ user_plan_id: 'pid-1', is_shared: true }));
  api.on('POST /posts', () => ok({ post_id: 'post-9' }, 201));
  await open();
  await act(async () => {
    fireEvent.click(screen.getByTestId('share-plan'));
  });
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Our trip ' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('share-submit'));
  });
  expect(api.calls.slice(-2).map((c) => [c.url, c.body])).toEqual([
    ['/plans/share', { pid: 'pid-1', shared: true }],
    ['/posts', { caption: 'Our trip', user_plan_id: 'pid-1' }],
  ]);
  expect(within(dialog).getByTestId('share-done')).toBeInTheDocument();
  expect(within(dialog).getByRole('link')).toHaveAttribute('href', '/post?post_id=post-9');
});

test('flags conflicts on the activity they concern', async () => {
  fetched = () =>
    ok(
      plan({
        conflicts: [
          {
            kind: 'overlap',
            date: '2026-03-02',
            item_id: 'item-2',
            other_item_id: 'item-1',
            message: { en: 'Overlaps Activity 1 (13:00–15:00)', ar: 'يتداخل مع النشاط 1' },
          },
        ],
      }),
    );
  await open();
  expect(screen.getByTestId('plan-conflicts')).toHaveTextContent('One activity needs attention');
  const second = within(day('2026-03-02')).getAllByTestId('plan-item')[1];
  expect(within(second!).getByTestId('item-conflicts')).toHaveTextContent('Overlaps Activity 1 (13:00–15:00)');
  expect(within(within(day('2026-03-02')).getAllByTestId('plan-item')[0]!).queryByTestId('item-conflicts')).toBeNull();
});

test('confirms the plan by paying its tickets', async () => {
  const paid = plan({
    status: 'confirmed',
    totals: { cost_minor: 60000, paid_minor: 60000, travel_min: 60, items: 3, paid_items: 3 },
  });
  api.on('POST /plans/confirm', () =>
    ok({ plan: paid, payment: { status: 'succeeded', paid_items: 3, failures: [] } }),
  );
  await open();
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-plan'));
  });
  expect(screen.getByTestId('confirm-due')).toHaveTextContent('AED 600.00');
  // The card entry is a lazy chunk of shared-ui.
  fireEvent.change(await screen.findByTestId('card-number', {}, { timeout: 5000 }), {
    target: { value: '4242 4242 4242 4242' },
  });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  await waitFor(() =>
    expect(sent('POST /plans/confirm')).toEqual([{ pid: 'pid-1', payment_method: 'pm_card_visa', currency: 'AED' }]),
  );
  await waitFor(() => expect(screen.getByTestId('plan-status')).toHaveTextContent('Confirmed'));
  expect(screen.queryByTestId('confirm-plan')).toBeNull();
});

test("shows another person's shared plan read only", async () => {
  fetched = () =>
    ok(
      plan({
        is_owner: false,
        is_shared: true,
        owner: { username: 'omar', first_name: 'Omar', last_name: 'Haddad' },
        days: [
          {
            date: '2026-03-02',
            weekday: 1,
            items: [item(1)],
            return_travel_min: 5,
            return_travel_mode: 'walk',
            cost_minor: 10000,
          },
        ],
      }),
    );
  await open();
  expect(screen.getByText('Shared by Omar Haddad')).toBeInTheDocument();
  expect(screen.queryByTestId('move-item')).toBeNull();
  expect(screen.queryByTestId('remove-item')).toBeNull();
  expect(screen.queryByTestId('confirm-plan')).toBeNull();
  expect(screen.queryByTestId('share-plan')).toBeNull();
  expect(screen.getByTestId('plan-item')).toHaveAttribute('draggable', 'false');
  // A reader of a shared plan may download it too: the api leaves the owner's bookings out of their PDF.
  expect(screen.getByTestId('export-pdf')).toHaveAttribute('href', '/api/v1/plans/pid-1/plan.pdf?lang=en');
});

test('says the plan was not found for an unknown, hidden or malformed id', async () => {
  fetched = () => fail(404, 'Plan not found.');
  await renderScreen(<PlanPage />, { path: '/plan?pid=nope' });
  expect(await screen.findByText('Plan not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My plans' })).toHaveAttribute('href', '/plans');
});

test('is in Arabic, right to left', async () => {
  await open({ lang: 'ar' });
  expect(screen.getByTestId('plan-status')).toHaveTextContent('غير مؤكدة');
  expect(within(day('2026-03-02')).getByText(/^اليوم 1 · /)).toBeInTheDocument();
  expect(within(day('2026-03-02')).getByText('سبب 1')).toBeInTheDocument();
  // Areas exist in English only: the Arabic page names the branch alone.
  expect(within(day('2026-03-02')).getByText('الفرع 1')).toBeInTheDocument();
  expect(screen.queryByText(/Downtown Dubai/)).toBeNull();
  expect(screen.getByTestId('export-ics')).toHaveAttribute('href', '/api/v1/plans/pid-1/calendar.ics?lang=ar');
  expect(screen.getByTestId('export-pdf')).toHaveAttribute('href', '/api/v1/plans/pid-1/plan.pdf?lang=ar');
  expect(screen.getByTestId('export-pdf')).toHaveTextContent('تنزيل PDF');
  await renderScreen(<div />, { lang: 'en' });
});

test('renames the plan: a missing name and the api refusal both show under the field, once', async () => {
  const toasts: unknown[] = [];
  const off = bus.on('shell:toast-requested', (t) => toasts.push(t));
  api.on('PUT /plans', () =>
    apiFailure(400, 'validation_failed', 'Some fields are not valid', [
      { field: 'name', code: 'too_long', message: 'name is too long', params: { max: 80 } },
    ]),
  );
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
  });
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByRole('textbox', { name: 'Plan name' });
  expect(input).toHaveValue('Spring in Dubai');
  fireEvent.change(input, { target: { value: '   ' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
  expect(within(dialog).getByText('Please enter a name for your plan.')).toBeInTheDocument();
  expect(api.callsTo('PUT /plans')).toHaveLength(0);

  fireEvent.change(input, { target: { value: 'Long trip' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
  expect(api.callsTo('PUT /plans').map((c) => c.body)).toEqual([{ pid: 'pid-1', name: 'Long trip' }]);
  expect(within(dialog).getByText('Must be at most 80 characters')).toBeInTheDocument();
  expect(toasts).toEqual([]);

  api.on('PUT /plans', () => ok(plan({ name: 'Long trip' })));
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('plan-name')).toHaveTextContent('Long trip');
  off();
});

test('opens another plan while one is shown (a notification or a link to /plan?pid=…)', async () => {
  // As Chromium does (CSSOM View): scrollTo answers a Promise.
  const scrollTo = jest.fn(() => Promise.resolve());
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  api.on('POST /plans/fetch', (body) =>
    (body as { pid: string }).pid === 'pid-2'
      ? ok(plan({ user_plan_id: 'pid-2', name: 'Autumn in Dubai' }))
      : ok(plan()),
  );
  function OtherPlanLink() {
    const navigate = useNavigate();
    return <button onClick={() => navigate('/plan?pid=pid-2')}>other plan</button>;
  }
  try {
    await renderScreen(
      <>
        <PlanPage />
        <OtherPlanLink />
      </>,
      { path: '/plan?pid=pid-1' },
    );
    expect(await screen.findByTestId('plan-name')).toHaveTextContent('Spring in Dubai');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'other plan' }));
    });
    await waitFor(() => expect(screen.getByTestId('plan-name')).toHaveTextContent('Autumn in Dubai'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  } finally {
    window.scrollTo = jest.fn();
  }
});
