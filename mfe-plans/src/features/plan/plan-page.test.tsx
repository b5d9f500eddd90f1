import { act, fireEvent, screen, within } from '@testing-library/react';
import { api } from '@jad/shared-ui';
import { resetRates } from '@jad/shared-ui';
import type { PlanDetail } from '@/lib/plan-types';
import { currencies, item, plan } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { PlanPage } from './components/plan-page';

// Leaflet needs a real layout engine; the map is checked in the e2e journey. Here: what it is given.
jest.mock('./map/day-map', () => ({
  __esModule: true,
  default: ({ stops, label }: { stops: { n: number; title: string }[]; label: string }) => (
    <div data-testid="day-map" aria-label={label}>
      {stops.map((s) => `${s.n}:${s.title}`).join('|')}
    </div>
  ),
}));

let post: jest.SpyInstance;
let put: jest.SpyInstance;
let get: jest.SpyInstance;
let fetched: () => Promise<unknown>;

beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  resetRates();
  fetched = () => ok(plan());
  post = jest
    .spyOn(api, 'post')
    .mockImplementation(((url: string) =>
      url === '/plans/fetch' ? fetched() : fail(404)) as unknown as typeof api.post);
  put = jest.spyOn(api, 'put').mockImplementation((() => fail(500)) as unknown as typeof api.put);
  get = jest.spyOn(api, 'get').mockImplementation((() => ok(currencies)) as unknown as typeof api.get);
});
afterEach(() => {
  post.mockRestore();
  put.mockRestore();
  get.mockRestore();
});

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
  put.mockImplementation((() => ok(movedPlan())) as unknown as typeof api.put);
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
  expect(put).toHaveBeenCalledWith('/plans/items', { pid: 'pid-1', item_id: 'item-1', date: '2026-03-03' });
  expect(itemIn('2026-03-03')).toEqual(['item-1', 'item-3']);
  expect(itemIn('2026-03-02')).toEqual(['item-2']);
});

test('moves an activity with the keyboard: Alt+Down to the next day, or the dialog for a day and a time', async () => {
  put.mockImplementation((() => ok(movedPlan())) as unknown as typeof api.put);
  await open();
  const handle = within(day('2026-03-02')).getAllByTestId('move-item')[0];
  await act(async () => {
    fireEvent.keyDown(handle!, { key: 'ArrowDown', altKey: true });
  });
  expect(put).toHaveBeenLastCalledWith('/plans/items', { pid: 'pid-1', item_id: 'item-1', date: '2026-03-03' });

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
  expect(put).toHaveBeenLastCalledWith('/plans/items', {
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
  const del = jest.spyOn(api, 'delete').mockImplementation(((url: string, config: { data: unknown }) => {
    expect(url).toBe('/plans/items');
    expect(config.data).toEqual({ pid: 'pid-1', item_id: 'item-1' });
    return ok(removed);
  }) as unknown as typeof api.delete);
  post.mockImplementation(((url: string, body: Record<string, unknown>) => {
    if (url === '/plans/fetch') return fetched();
    if (url === '/plans/options') return ok({ interests: [], destinations: [], today: '2026-03-01', limits: {} });
    if (url === '/activities/fetch-all')
      return ok({
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
      });
    if (url === '/plans/items') {
      expect(body).toEqual({ pid: 'pid-1', acid: 'acid-4', date: '2026-03-03' });
      return ok(added);
    }
    return fail(404);
  }) as unknown as typeof api.post);
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
  expect(itemIn('2026-03-03')).toEqual(['item-3', 'item-4']);
  expect(screen.queryByRole('dialog')).toBeNull();

  await act(async () => {
    fireEvent.click(within(day('2026-03-02')).getAllByTestId('remove-item')[0]!);
  });
  expect(del).toHaveBeenCalledTimes(1);
  expect(itemIn('2026-03-02')).toEqual(['item-2']);
  del.mockRestore();
});

test('shares the plan to the feed: visible to others, then a post that links it', async () => {
  const calls: string[] = [];
  post.mockImplementation(((url: string, body: Record<string, unknown>) => {
    if (url === '/plans/fetch') return fetched();
    calls.push(url);
    if (url === '/plans/share') {
      expect(body).toEqual({ pid: 'pid-1', shared: true });
      return ok({ user_plan_id: 'pid-1', is_shared: true });
    }
    if (url === '/posts') {
      expect(body).toEqual({ caption: 'Our trip', user_plan_id: 'pid-1' });
      return ok({ post_id: 'post-9' }, 201);
    }
    return fail(404);
  }) as unknown as typeof api.post);
  await open();
  await act(async () => {
    fireEvent.click(screen.getByTestId('share-plan'));
  });
  const dialog = screen.getByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Our trip ' } });
  await act(async () => {
    fireEvent.click(within(dialog).getByTestId('share-submit'));
  });
  expect(calls).toEqual(['/plans/share', '/posts']);
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
  post.mockImplementation(((url: string, body: Record<string, unknown>) => {
    if (url === '/plans/fetch') return fetched();
    if (url === '/plans/confirm') {
      expect(body).toEqual({
        pid: 'pid-1',
        card_number: '4242424242424242',
        card_expiry: '12/39',
        card_cvc: '123',
        currency: 'AED',
      });
      return ok({ plan: paid, payment: { status: 'succeeded', paid_items: 3, failures: [] } });
    }
    return fail(404);
  }) as unknown as typeof api.post);
  await open();
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-plan'));
  });
  expect(screen.getByTestId('confirm-due')).toHaveTextContent('AED 600.00');
  // The card fields are a lazy chunk of shared-ui.
  fireEvent.change(await screen.findByTestId('card-number'), { target: { value: '4242 4242 4242 4242' } });
  fireEvent.change(screen.getByTestId('card-expiry'), { target: { value: '1239' } });
  fireEvent.change(screen.getByTestId('card-cvc'), { target: { value: '123' } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('confirm-pay'));
  });
  expect(screen.getByTestId('plan-status')).toHaveTextContent('Confirmed');
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
