import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GuestReviews, HotelPageResponse, HotelReview } from '@/lib/api-types';
import { resetRates } from '@jad/shared-ui';
import { currencies } from '@/test/fixtures';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { HotelPage } from './hotel-page';

// Each step here waits on a request through the real client; a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

jest.mock('./location-map', () => ({ __esModule: true, default: () => null }));

const review = (id: string, author: string, rating: number, text: string, lang: 'en' | 'ar'): HotelReview => ({
  review_id: id,
  author_name: author,
  rating,
  text,
  lang,
  created_at: '2030-04-02T10:00:00.000Z',
  updated_at: null,
  verified: true,
  photos: [],
});
const guestReviews: GuestReviews = {
  summary: { rating: 3.5, review_count: 2, rating_breakdown: [0, 1, 0, 0, 1] },
  rows: [
    review('r2', 'Omar S.', 5, 'Lovely pool and a quiet room.', 'en'),
    review('r1', 'Layla K.', 2, 'الغرفة هادئة لكن المصاعد بطيئة.', 'ar'),
  ],
  next_cursor: 'r1',
};
const page = (reviews: GuestReviews = guestReviews) =>
  ({
    hotel: {
      hid: 'hid-1',
      name: 'Hotel 1',
      address: '1 Marina Walk, Dubai',
      area: null,
      stars: 4,
      rating: 8.4,
      review_count: 120,
      property_type: 'hotel',
      latitude: 25.08,
      longitude: 55.14,
      images: [],
      amenity_groups: [],
      description: [],
      check_in_time: '15:00',
      check_out_time: '12:00',
      phone: null,
      email: null,
      policies: null,
    },
    stay: null,
    rooms: null,
    commission_percent: 7,
    guest_reviews: reviews,
  }) as HotelPageResponse;

let hotel: HotelPageResponse;
let answerPost: (url: string, body: unknown) => FakeResult;
/** Every POST the api was sent, as [path, body]. */
let posts: () => [string, unknown][];
beforeEach(() => {
  resetRates();
  Element.prototype.scrollIntoView = jest.fn();
  hotel = page();
  answerPost = (url) =>
    url === '/hotels/reviews'
      ? json({ rows: [review('r0', 'Sara A.', 4, 'Good breakfast, helpful staff.', 'en')], next_cursor: null })
      : apiFailure(404, null, 'Not found');
  const { requests } = fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.method === 'GET' && req.path === '/hotels/hid-1') return json(hotel);
    if (req.method === 'POST') return answerPost(req.url, req.body);
    return undefined;
  });
  posts = () =>
    requests()
      .filter((r: FakeCall) => r.method === 'POST')
      .map((r) => [r.url, r.body]);
});

test('shows the members’ reviews beside the supplier’s score: count, average, breakdown, verified stays, more on demand (en)', async () => {
  const view = await renderScreen(<HotelPage />, { path: '/hotel?hid=hid-1', route: '/hotel' });
  const section = await screen.findByTestId('guest-reviews');
  expect(within(section).getByRole('heading', { name: 'Guest reviews (2)' })).toBeInTheDocument();
  expect(within(section).getByRole('img', { name: 'Members’ average: 3.5 out of 5' })).toBeInTheDocument();
  expect(within(section).getByRole('progressbar', { name: '5 stars: 1 review' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  // The supplier's score stays where it was.
  expect(screen.getByLabelText(/8\.4/)).toBeInTheDocument();
  const items = within(section).getAllByTestId('guest-review');
  expect(items.map((i) => within(i).getByText(/Omar|Layla/).textContent)).toEqual(['Omar S.', 'Layla K.']);
  expect(within(items[0]!).getByTestId('verified-badge')).toHaveTextContent('Verified stay');
  expect(within(items[1]!).getByText('الغرفة هادئة لكن المصاعد بطيئة.')).toHaveAttribute('lang', 'ar');
  // A visitor gets no "Write a review".
  expect(screen.queryByTestId('write-review')).toBeNull();
  fireEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
  expect(await within(section).findByText('Sara A.')).toBeInTheDocument();
  expect(posts()).toContainEqual(['/hotels/reviews', { hid: 'hid-1', cursor: 'r1', limit: 5 }]);
  expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  view.unmount();
});

test('in Arabic, with no reviews yet: the title, the empty state and no average', async () => {
  hotel = page({
    summary: { rating: 0, review_count: 0, rating_breakdown: [0, 0, 0, 0, 0] },
    rows: [],
    next_cursor: null,
  });
  const view = await renderScreen(<HotelPage />, { path: '/hotel?hid=hid-1', route: '/hotel', lang: 'ar' });
  const section = await screen.findByTestId('guest-reviews');
  expect(within(section).getByRole('heading', { name: /^تقييمات الضيوف \((0|٠)\)$/ })).toBeInTheDocument();
  expect(
    within(section).getByText('لا توجد تقييمات من الضيوف بعد. يمكن للضيوف الذين حجزوا إقامة هنا تقييمها بعد المغادرة.'),
  ).toBeInTheDocument();
  expect(within(section).queryByTestId('guest-average')).toBeNull();
  view.unmount();
});

test('a guest back from the reminder mail finds the form open in Arabic; publishing updates the count and the list', async () => {
  answerPost = (url, body) => {
    if (url === '/hotels/reviews/mine')
      return json({ orders: [{ order_id: 'o-1', date: '2030-04-01', review: null }] });
    if (url === '/hotels/reviews/create') {
      // From now on the hotel page carries the new review too.
      hotel = page({
        summary: { rating: 3.7, review_count: 3, rating_breakdown: [0, 1, 0, 1, 1] },
        rows: [review('r3', 'Sara A.', 4, 'إقامة مريحة وفطور ممتاز.', 'ar'), ...guestReviews.rows],
        next_cursor: null,
      });
      return json(
        {
          review: {
            review_id: 'r3',
            order_id: 'o-1',
            rating: 4,
            text: (body as { text: string }).text,
            lang: 'ar',
            photos: [],
            created_at: '2030-04-03T10:00:00.000Z',
            updated_at: null,
          },
          summary: { rating: 3.7, review_count: 3, rating_breakdown: [0, 1, 0, 1, 1] },
        },
        201,
      );
    }
    if (url === '/hotels/reviews')
      return json({
        rows: [review('r3', 'Sara A.', 4, 'إقامة مريحة وفطور ممتاز.', 'ar'), ...guestReviews.rows],
        next_cursor: null,
      });
    return apiFailure(404, null, 'Not found');
  };
  const view = await renderScreen(<HotelPage />, {
    path: '/hotel?hid=hid-1&review=o-1',
    route: '/hotel',
    signedIn: true,
    lang: 'ar',
  });
  const form = await screen.findByTestId('review-form');
  expect(posts()).toContainEqual(['/hotels/reviews/mine', { hid: 'hid-1' }]);
  expect(within(form).getByRole('heading', { name: 'كيف كانت تجربتك في Hotel 1؟' })).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('radio', { name: /^(4|٤) نجوم$/ }));
  fireEvent.change(within(form).getByTestId('review-text'), { target: { value: 'إقامة مريحة وفطور ممتاز.' } });
  fireEvent.click(within(form).getByTestId('review-submit'));
  await waitFor(() =>
    expect(posts()).toContainEqual([
      '/hotels/reviews/create',
      { order_id: 'o-1', rating: 4, text: 'إقامة مريحة وفطور ممتاز.', lang: 'ar', photo_ids: [] },
    ]),
  );
  expect(await screen.findByText('شكراً لك، تم نشر مراجعتك.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /^تقييمات الضيوف \((3|٣)\)$/ })).toBeInTheDocument();
  expect(await screen.findByText('إقامة مريحة وفطور ممتاز.')).toBeInTheDocument();
  expect(screen.getAllByTestId('verified-badge')[0]).toHaveTextContent('إقامة موثّقة');
  view.unmount();
});

test('the api’s refusal is said in the hotel’s words', async () => {
  answerPost = (url) => {
    if (url === '/hotels/reviews/mine')
      return json({ orders: [{ order_id: 'o-1', date: '2030-04-01', review: null }] });
    if (url === '/hotels/reviews/create')
      return apiFailure(409, 'visit_not_passed', 'You can review this after your visit (2030-04-01).');
    return apiFailure(404, null, 'Not found');
  };
  const view = await renderScreen(<HotelPage />, { path: '/hotel?hid=hid-1', route: '/hotel', signedIn: true });
  const write = await screen.findByTestId('write-review');
  expect(screen.getByText('Your stay until', { exact: false })).toBeInTheDocument();
  fireEvent.click(write);
  const form = await screen.findByTestId('review-form');
  fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
  fireEvent.change(within(form).getByTestId('review-text'), { target: { value: 'Fine, but the lifts were slow.' } });
  fireEvent.click(within(form).getByTestId('review-submit'));
  expect(await screen.findByText('You can review this hotel after your check-out date.')).toBeInTheDocument();
  view.unmount();
});
