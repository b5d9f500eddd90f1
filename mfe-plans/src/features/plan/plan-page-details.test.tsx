// Issue 22 item 5: reordering inside a day (drag and the keyboard), undo after remove, the label of someone
// else's plan, and no drag hint when nothing can move.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import type { PlanDetail } from '@/lib/plan-types';
import { currencies, item, plan } from '@/test/fixtures';
import { fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { PlanPage } from './components/plan-page';

jest.mock('./map/day-map', () => ({ __esModule: true, default: () => <div data-testid="day-map" /> }));

let api: FakeApi;
let fetched: () => ReturnType<typeof ok>;

beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  resetRates();
  fetched = () => ok(plan());
  api = fakeApi({ 'POST /plans/fetch': () => fetched(), 'GET /currencies': () => ok(currencies) });
});
afterEach(() => api.restore());
const sent = (key: string) => api.callsTo(key).map((c) => c.body);

const open = async (lang: 'en' | 'ar' = 'en') => {
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1', lang });
  await screen.findAllByTestId('plan-day');
};
const day = (date: string) =>
  screen.getAllByTestId('plan-day').find((d) => d.getAttribute('data-date') === date) as HTMLElement;
const itemIn = (date: string) =>
  within(day(date))
    .queryAllByTestId('plan-item')
    .map((el) => el.getAttribute('data-item-id'));

/** The plan with day 1's two activities swapped (what the api answers a reorder with). */
const swapped = (): PlanDetail => {
  const p = plan();
  const [a, b] = p.days[0]!.items;
  p.days[0]!.items = [b!, a!];
  return p;
};

function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    dropEffect: '',
    effectAllowed: '',
  };
}

test('reorders a day by dragging an activity below another one of the same day', async () => {
  api.on('PUT /plans/items/order', () => ok(swapped()));
  await open();
  const [first, second] = within(day('2026-03-02')).getAllByTestId('plan-item');
  const dt = dataTransfer();
  await act(async () => {
    fireEvent.dragStart(first!, { dataTransfer: dt });
  });
  // Over the lower half of the second activity (jsdom lays nothing out: every box is 0 high, so "after").
  await act(async () => {
    fireEvent.dragOver(second!.parentElement!, { dataTransfer: dt, clientY: 10 });
  });
  expect(second).toHaveAttribute('data-drop', 'after');
  await act(async () => {
    fireEvent.drop(second!.parentElement!, { dataTransfer: dt, clientY: 10 });
  });
  expect(sent('PUT /plans/items/order')).toEqual([
    { pid: 'pid-1', date: '2026-03-02', item_ids: ['item-2', 'item-1'] },
  ]);
  // A reorder is not a move to another day.
  expect(api.callsTo('PUT /plans/items')).toHaveLength(0);
  expect(itemIn('2026-03-02')).toEqual(['item-2', 'item-1']);
  expect(screen.getByTestId('plan-announce')).toHaveTextContent('Activity 1 is now number 2 of 2 in the day.');
});

test('reorders with the keyboard: the later arrow, focus kept on it; no arrow past either end', async () => {
  api.on('PUT /plans/items/order', () => ok(swapped()));
  await open();
  const first = within(day('2026-03-02')).getAllByTestId('plan-item')[0]!;
  expect(within(first).getByTestId('item-earlier')).toBeDisabled();
  const later = within(first).getByTestId('item-later');
  expect(later).toHaveAccessibleName('Move Activity 1 later in the day');
  act(() => later.focus());
  await act(async () => {
    fireEvent.click(later);
  });
  expect(sent('PUT /plans/items/order')).toEqual([
    { pid: 'pid-1', date: '2026-03-02', item_ids: ['item-2', 'item-1'] },
  ]);
  expect(itemIn('2026-03-02')).toEqual(['item-2', 'item-1']);
  expect(document.activeElement).toBe(later);
  expect(later).toBeDisabled(); // now the last of the day
  // A day of one activity has nothing to reorder.
  expect(within(day('2026-03-03')).queryByTestId('item-later')).toBeNull();
});

test('undoes a removal: the activity comes back on its day, at its time and branch', async () => {
  const removed = plan();
  removed.days[0]!.items = [removed.days[0]!.items[1]!];
  api.on('DELETE /plans/items', () => ok(removed));
  api.on('POST /plans/items', () => ok(plan()));
  await open();
  await act(async () => {
    fireEvent.click(within(day('2026-03-02')).getAllByTestId('remove-item')[0]!);
  });
  expect(itemIn('2026-03-02')).toEqual(['item-2']);
  const snackbar = screen.getByTestId('undo-remove');
  expect(snackbar).toHaveTextContent('Activity 1 removed');
  await act(async () => {
    fireEvent.click(within(snackbar).getByTestId('undo-remove-button'));
  });
  const { start_min, branch } = item(1);
  expect(sent('POST /plans/items')).toEqual([
    { pid: 'pid-1', acid: 'acid-1', date: '2026-03-02', start_min, branch_id: branch.branch_id },
  ]);
  expect(itemIn('2026-03-02')).toEqual(['item-1', 'item-2']);
});

test("labels someone else's plan with its owner's name, never 'Built by you'", async () => {
  fetched = () =>
    ok(
      plan({
        is_owner: false,
        is_shared: true,
        source: 'own',
        owner: { username: 'omar', first_name: 'Omar', last_name: 'Haddad' },
      }),
    );
  await open();
  expect(screen.getByTestId('plan-source')).toHaveTextContent('Built by Omar Haddad');
  expect(screen.queryByText('Built by you')).toBeNull();
  expect(screen.queryByTestId('drag-hint')).toBeNull();
  expect(screen.queryByTestId('item-later')).toBeNull();
});

test("names the owner of someone else's plan in Arabic too", async () => {
  fetched = () =>
    ok(
      plan({
        is_owner: false,
        is_shared: true,
        source: 'own',
        owner: { username: 'omar', first_name: 'Omar', last_name: 'Haddad' },
      }),
    );
  await open('ar');
  expect(screen.getByTestId('plan-source')).toHaveTextContent(/^بناها .*Omar Haddad/);
  expect(screen.queryByText('بنيتها بنفسك')).toBeNull();
  await renderScreen(<div />, { lang: 'en' });
});

test("labels the owner's own plan as theirs", async () => {
  fetched = () => ok(plan({ source: 'own' }));
  await open();
  expect(screen.getByTestId('plan-source')).toHaveTextContent('Built by you');
  expect(screen.getByTestId('drag-hint')).toBeInTheDocument();
});

test('shows no drag hint on a fully paid plan: nothing can be dragged', async () => {
  const paid = plan({ status: 'confirmed' });
  for (const d of paid.days) d.items = d.items.map((i) => ({ ...i, paid: true }));
  fetched = () => ok(paid);
  await open();
  expect(screen.queryByTestId('drag-hint')).toBeNull();
  expect(screen.getAllByTestId('plan-item').every((el) => el.getAttribute('draggable') === 'false')).toBe(true);
  expect(screen.queryByTestId('item-later')).toBeNull();
});
