import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore } from '@jad/shared-ui';
import { mockApi, type ApiMock, type Body } from '@/test/api-mock';
import { summary } from '@/test/fixtures';
import { fail, ok, renderScreen } from '@/test/render';
import { WishlistPage } from './wishlist-page';

let mock: ApiMock;
let wishlist: (body: Body) => Promise<unknown>;

beforeEach(() => {
  act(() => appStore.getState().setField('wishlist', [summary(99, { activity_id: 'stale' })]));
  wishlist = (body) => {
    const page = body.page as number;
    const rows =
      page === 1
        ? Array.from({ length: 12 }, (_, i) => summary(i + 1, { is_wishlisted: true }))
        : [summary(13, { is_wishlisted: true })];
    return ok({ rows, count: 13, page, limit: 12 });
  };
  mock = mockApi((url, body) => (url === '/wishlist/fetch-all' ? wishlist(body) : fail(404)));
});
afterEach(() => mock.restore());

test('page 1 replaces the stored wishlist, the next page appends, and a removed heart takes the card away', async () => {
  const view = await renderScreen(<WishlistPage />, { path: '/wishlist', signedIn: true });
  expect(await screen.findByText('13 saved activities')).toBeInTheDocument();
  expect(appStore.getState().wishlist.map((a) => a.activity_id)).toEqual(
    Array.from({ length: 12 }, (_, i) => `acid-${i + 1}`),
  );

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Show more activities' }));
  });
  expect(mock.post).toHaveBeenLastCalledWith('/wishlist/fetch-all', { page: 2, limit: 12 });
  await waitFor(() => expect(appStore.getState().wishlist).toHaveLength(13));
  expect(screen.getAllByTestId('activity-card')).toHaveLength(13);

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Remove Activity 3 from the wishlist' }));
  });
  expect(mock.del).toHaveBeenCalledWith('/wishlist', { data: { acid: 'acid-3' } });
  await waitFor(() => expect(screen.getAllByTestId('activity-card')).toHaveLength(12));
  expect(screen.getByText('12 saved activities')).toBeInTheDocument();
  view.unmount();
});

test('an empty wishlist invites the visitor to browse', async () => {
  wishlist = () => ok({ rows: [], count: 0, page: 1, limit: 12 });
  const view = await renderScreen(<WishlistPage />, { path: '/wishlist', signedIn: true });
  expect(await screen.findByTestId('wishlist-empty')).toHaveTextContent('Your wishlist is empty');
  expect(appStore.getState().wishlist).toEqual([]);
  view.unmount();
});

test('in Arabic an empty wishlist reads "no saved activities", not "0 saved activity"', async () => {
  wishlist = () => ok({ rows: [], count: 0, page: 1, limit: 12 });
  const view = await renderScreen(<WishlistPage />, { path: '/wishlist', signedIn: true, lang: 'ar' });
  expect(await screen.findByTestId('wishlist-empty')).toHaveTextContent('قائمة أمنياتك فارغة');
  expect(screen.getByText('لا أنشطة محفوظة')).toBeInTheDocument();
  view.unmount();
});
