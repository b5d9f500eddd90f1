import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { resetRates } from '@jad/shared-ui';
import { currencies, summary } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { ActivitiesPage } from './activities-page';

// The cards render in a transition (in slices between other work): on a busy machine that takes more than the
// default second to show.
configure({ asyncUtilTimeout: 15_000 });

let mock: ApiMock;
let list: (body: Body) => Promise<unknown>;

const mainCategories = [
  {
    slug: 'desert-safari',
    name_en: 'Desert Safari',
    name_ar: 'رحلات السفاري الصحراوية',
    icon: 'Landscape',
    sort_order: 2,
    activity_count: 10,
  },
  {
    slug: 'cruises',
    name_en: 'Cruises',
    name_ar: 'الرحلات البحرية',
    icon: 'DirectionsBoat',
    sort_order: 4,
    activity_count: 10,
  },
];

beforeEach(() => {
  resetRates();
  list = async (body) =>
    ok({
      rows: body.cursor ? [summary(13)] : Array.from({ length: 12 }, (_, i) => summary(i + 1)),
      count: 13,
      next_cursor: body.cursor ? null : 'cursor-2',
    });
  mock = mockApi(
    (url, body) => {
      if (url === '/activities/fetch-all') return list(body);
      if (url === '/utils/fetch' && body.name === 'main_categories')
        return ok({ name: 'main_categories', rows: mainCategories });
      if (url === '/utils/fetch' && body.name === 'categories')
        return ok({
          name: 'categories',
          rows: [{ slug: 'family', name_en: 'Family', name_ar: 'للعائلات', activity_count: 7 }],
        });
      if (url === '/utils/fetch' && body.name === 'price_range')
        return ok({ name: 'price_range', rows: [{ min_minor: 100, max_minor: 200_000 }] });
      return fail(404);
    },
    () => ok(currencies),
  );
});
afterEach(() => mock.restore());

const listCalls = () =>
  mock.post.mock.calls.filter(([url]) => url === '/activities/fetch-all').map(([, body]) => body as Body);

test('lists activity cards with the total, and loads the next page with the cursor (appending)', async () => {
  const view = await renderScreen(<ActivitiesPage />, { path: '/activities' });
  expect(await screen.findByText('13 activities')).toBeInTheDocument();
  expect(screen.getAllByTestId('activity-card')).toHaveLength(12);
  expect(screen.getAllByRole('link', { name: /Activity 1\b/ })[0]).toHaveAttribute(
    'href',
    '/activity-detail?acid=acid-1',
  );
  expect(listCalls()[0]).toEqual({ sort: 'rating', limit: 12 });

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Show more activities' }));
  });
  await waitFor(() => expect(screen.getAllByTestId('activity-card')).toHaveLength(13));
  expect(listCalls()[1]).toEqual({ sort: 'rating', limit: 12, cursor: 'cursor-2' });
  expect(screen.queryByRole('button', { name: 'Show more activities' })).toBeNull();
  view.unmount();
});

test('filters by main category and sort, starting again from page one', async () => {
  const view = await renderScreen(<ActivitiesPage />, { path: '/activities?kids=1' });
  await screen.findByText('13 activities');
  expect(listCalls()[0]).toEqual({ sort: 'rating', kid_friendly: true, limit: 12 });
  await act(async () => {
    fireEvent.click(await screen.findByTestId('main-category-cruises'));
  });
  expect(listCalls().at(-1)).toEqual({ sort: 'rating', main_category: 'cruises', kid_friendly: true, limit: 12 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cruises');

  fireEvent.mouseDown(within(screen.getByTestId('sort-select')).getByRole('combobox'));
  await act(async () => {
    fireEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
  });
  expect(listCalls().at(-1)).toEqual({ sort: 'price_asc', main_category: 'cruises', kid_friendly: true, limit: 12 });
  view.unmount();
});

test('says nothing matches the filters, and a failed list is shown empty the same way', async () => {
  list = async () => ok({ rows: [], count: 0, next_cursor: null });
  const view = await renderScreen(<ActivitiesPage />, { path: '/activities?rating=4.5' });
  expect(await screen.findByText('Nothing matches the specified filters.')).toBeInTheDocument();
  view.unmount();

  list = () => fail(500, 'Something went wrong');
  const failed = await renderScreen(<ActivitiesPage />, { path: '/activities' });
  expect(await screen.findByTestId('empty-list')).toBeInTheDocument();
  expect(screen.getByText('0 activities')).toBeInTheDocument();
  failed.unmount();
});

test('prices cards in the chosen currency and labels them in Arabic', async () => {
  const view = await renderScreen(<ActivitiesPage />, { path: '/activities', currency: 'USD', lang: 'ar' });
  await screen.findAllByTestId('activity-card');
  await act(async () => undefined);
  // Arabic writes the code after the amount: "50.38 USD" with a right-to-left mark.
  expect(screen.getAllByTestId('card-price')[0]!.textContent).toMatch(/^\u200f?50\.38\sUSD$/);
  expect(screen.getAllByText('نشاط 1')[0]).toBeInTheDocument();
  // The neighbourhood too: Arabic, never the English name.
  expect(within(screen.getAllByTestId('activity-card')[0]!).getByText('لهباب')).toBeInTheDocument();
  expect(screen.queryByText('Lahbab')).toBeNull();
  view.unmount();
});

test('on a phone, the Filters button opens the filters (loaded then) in a sheet, and a filter there lists again', async () => {
  const view = await renderScreen(<ActivitiesPage />, { path: '/activities' });
  await screen.findByText('13 activities');
  // Nothing of the filters is on the page until asked for.
  expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  expect(screen.queryByLabelText('Suitable for children')).toBeNull();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  });
  const sheet = await screen.findByRole('dialog', { name: 'Filters' });
  await act(async () => {
    fireEvent.click(await within(sheet).findByLabelText('Suitable for children'));
  });
  expect(listCalls().at(-1)).toEqual({ sort: 'rating', kid_friendly: true, limit: 12 });
  expect(within(sheet).getByRole('button', { name: 'Show 13 activities' })).toBeInTheDocument();

  await act(async () => {
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close filters' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  view.unmount();
});
