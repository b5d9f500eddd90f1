import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { resetRates } from '@jad/shared-ui';
import { currencies, detail } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { ActivityDetailPage } from './activity-detail-page';

// Leaflet draws on a real canvas-like DOM; the map is checked in the browser (e2e), not in jsdom.
jest.mock('./branch-map', () => ({ __esModule: true, default: () => <div data-testid="branch-map" /> }));

let mock: ApiMock;
let answer: (url: string, body: Body) => Promise<unknown>;

beforeEach(() => {
  resetRates();
  sessionStorage.clear();
  answer = async (url) => (url === '/activities/fetch' ? ok(detail()) : fail(404));
  mock = mockApi(
    (url, body) => answer(url, body),
    () => ok(currencies),
  );
});
afterEach(() => mock.restore());

const at = (acid: string) => `/activity-detail?acid=${acid}`;

test.each([
  [400, 'Invalid id'],
  [404, 'Activity not found.'],
])('an acid answered %i shows the activity not-found message', async (status, message) => {
  answer = () => fail(status, message);
  const view = await renderScreen(<ActivityDetailPage />, { path: at('broken'), route: '/activity-detail' });
  expect(await screen.findByText('Activity not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse activities' })).toHaveAttribute('href', '/activities');
  view.unmount();
});

test('shows the activity with its branches, hours, reviews and related activities', async () => {
  const view = await renderScreen(<ActivityDetailPage />, { path: at('acid-1'), route: '/activity-detail' });
  expect(await screen.findByTestId('activity-title')).toHaveTextContent('Activity 1');
  expect(mock.post).toHaveBeenCalledWith('/activities/fetch', { acid: 'acid-1' });
  expect(screen.getByText('A drive over the dunes.')).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Branches' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(screen.getAllByText('Every day').length).toBeGreaterThan(0);
  expect(screen.getAllByTestId('review')).toHaveLength(1);
  expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
  expect(await screen.findByTestId('branch-map')).toBeInTheDocument();
  view.unmount();
});

test('a visitor who books goes to sign-in and comes back to this activity', async () => {
  const assign = jest.spyOn(window.history, 'pushState');
  const view = await renderScreen(<ActivityDetailPage />, { path: at('acid-1'), route: '/activity-detail' });
  await screen.findByTestId('activity-title');
  fireEvent.click(screen.getAllByRole('radio')[1]!);
  fireEvent.click(screen.getByTestId('book-now'));
  const target = String(assign.mock.calls.at(-1)?.[2]);
  expect(target.startsWith('/auth/signin?')).toBe(true);
  expect(new URLSearchParams(target.split('?')[1]).get('callbackUrl')).toBe('/activity-detail?acid=acid-1');
  expect(mock.post.mock.calls.some(([url]) => url === '/activities/orders')).toBe(false);
  assign.mockRestore();
  view.unmount();
});

test('a member books: the order carries the choice and no price, then checkout opens', async () => {
  answer = async (url, body) => {
    if (url === '/activities/fetch') return ok(detail());
    if (url === '/activities/orders') return ok({ order_id: 'order-1', ...body });
    return fail(404);
  };
  const view = await renderScreen(<ActivityDetailPage />, {
    path: at('acid-1'),
    route: '/activity-detail',
    signedIn: true,
    currency: 'USD',
  });
  await screen.findByTestId('activity-title');
  fireEvent.click(screen.getAllByRole('radio')[1]!);
  fireEvent.click(screen.getByRole('button', { name: 'More Adult tickets' }));
  fireEvent.click(screen.getByRole('button', { name: 'More Child tickets' }));
  await act(async () => {
    fireEvent.click(screen.getByTestId('book-now'));
  });
  const [, body] = mock.post.mock.calls.find(([url]) => url === '/activities/orders') as [string, Body];
  expect(body).toEqual({
    acid: 'acid-1',
    branch_id: 'b-2',
    visit_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    tickets: { adult: 2, teen: 0, child: 1 },
    currency: 'USD',
    idempotency_key: expect.stringMatching(/^web-/),
  });
  expect(JSON.stringify(body)).not.toMatch(/price|amount/);
  expect(screen.getByTestId('location')).toHaveTextContent('/activities/checkout?order_id=order-1');
  view.unmount();
});

test("shows the api's message when it refuses the booking", async () => {
  answer = async (url) =>
    url === '/activities/fetch' ? ok(detail()) : fail(400, 'The branch is closed on the chosen day');
  const view = await renderScreen(<ActivityDetailPage />, {
    path: at('acid-1'),
    route: '/activity-detail',
    signedIn: true,
  });
  await screen.findByTestId('activity-title');
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  await act(async () => {
    fireEvent.click(screen.getByTestId('book-now'));
  });
  expect(within(screen.getByTestId('ticket-selector')).getByRole('alert')).toHaveTextContent(
    'The branch is closed on the chosen day',
  );
  view.unmount();
});

test('a member back from the reminder mail finds the review form open; verified reviews carry the badge', async () => {
  const verified = {
    review_id: 'r2',
    author_name: 'Maryam H.',
    rating: 4,
    text_en: '',
    text_ar: 'رحلة جميلة',
    created_at: '2026-10-02T10:00:00.000Z',
    verified: true,
    lang: 'ar' as const,
    photos: [],
  };
  answer = async (url) => {
    if (url === '/activities/fetch') return ok(detail({ reviews: [verified, ...detail().reviews] }));
    if (url === '/activities/reviews/mine')
      return ok({ orders: [{ order_id: 'o-1', date: '2026-10-01', review: null }] });
    return fail(404);
  };
  const view = await renderScreen(<ActivityDetailPage />, {
    path: `${at('acid-1')}&review=o-1`,
    route: '/activity-detail',
    signedIn: true,
  });
  expect(await screen.findByTestId('review-form')).toBeInTheDocument();
  expect(mock.post).toHaveBeenCalledWith('/activities/reviews/mine', { acid: 'acid-1' });
  const [first, second] = screen.getAllByTestId('review');
  expect(within(first!).getByText('Verified booking')).toBeInTheDocument();
  expect(within(first!).getByText('رحلة جميلة')).toHaveAttribute('lang', 'ar');
  expect(within(second!).queryByTestId('verified-badge')).toBeNull();
  view.unmount();
});
