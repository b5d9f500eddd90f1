import { act, fireEvent, screen, within } from '@testing-library/react';
import type { HotelPageResponse, RateDto, RoomTypeDto } from '@/lib/api-types';
import { resetRates } from '@jad/shared-ui';
import { currencies } from '@/test/fixtures';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { renderScreen } from '@/test/render';
import { HotelPage } from './hotel-page';

// Leaflet needs a real layout engine; the map is not what these tests look at.
jest.mock('./location-map', () => ({ __esModule: true, default: () => null }));

const free = {
  refundable: true,
  free_cancellation_before: '2030-03-17T20:00:00.000Z',
  steps: [
    { from: null, until: '2030-03-17T20:00:00.000Z', penalty_minor: 0 },
    { from: '2030-03-17T20:00:00.000Z', until: null, penalty_minor: 100_000 },
  ],
};
const rate = (key: string, total: number, left: number | null): RateDto => ({
  rate_key: key,
  meal: 'breakfast',
  bed: 'king',
  total_minor: total,
  per_night_minor: total / 2,
  nights: 2,
  rooms: 1,
  rooms_left: left,
  cancellation: free,
});
const room = (id: string, name: string, rates: RateDto[]): RoomTypeDto => ({
  room_type_id: id,
  name,
  bed: 'king',
  size_sqm: 32,
  max_occupancy: 3,
  amenities: ['tv'],
  image: null,
  rates,
});

function page(rooms: RoomTypeDto[] | null): HotelPageResponse {
  return {
    hotel: {
      hid: 'hid-1',
      name: 'Hotel 1',
      address: '1 Marina Walk, Dubai Marina, Dubai',
      area: { slug: 'dubai-marina', name: 'Dubai Marina' },
      stars: 4,
      rating: 8.4,
      review_count: 120,
      property_type: 'hotel',
      latitude: 25.08,
      longitude: 55.14,
      images: ['/api/v1/hotels/images/1/0/{size}.svg'],
      amenity_groups: [{ group_name: 'General', amenities: ['Swimming pool'] }],
      description: [{ title: 'About', paragraphs: ['By the sea.'] }],
      check_in_time: '15:00',
      check_out_time: '12:00',
      phone: null,
      email: null,
      policies: null,
    },
    stay: rooms
      ? { checkin: '2030-03-20', checkout: '2030-03-22', nights: 2, rooms: [{ adults: 2, children: [] }] }
      : null,
    rooms,
    commission_percent: 7,
    guest_reviews: {
      summary: { rating: 0, review_count: 0, rating_breakdown: [0, 0, 0, 0, 0] },
      rows: [],
      next_cursor: null,
    },
  } as HotelPageResponse;
}

let answer: () => FakeResult;
let select: () => FakeResult;
let requests: () => FakeCall[];
const path = '/hotel?hid=hid-1&checkin=2030-03-20&checkout=2030-03-22&rooms=2';
const hotelCalls = () => requests().filter((r) => r.path === '/hotels/hid-1').length;

beforeEach(() => {
  resetRates();
  Element.prototype.scrollIntoView = jest.fn();
  select = () => apiFailure(500, null, 'boom');
  ({ requests } = fakeApi((req) => {
    if (req.url === '/currencies') return json(currencies);
    if (req.method === 'GET' && req.path === '/hotels/hid-1') return answer();
    if (req.method === 'POST' && req.url === '/hotels/checkouts') return select();
    return undefined;
  }));
  answer = () =>
    json(
      page([
        room('std', 'Standard Room', [rate('k1', 100_000, 1), rate('k2', 120_000, 2)]),
        room('dlx', 'Deluxe Room', [rate('k3', 150_000, 5)]),
      ]),
    );
});

test('lists rates by room type with meals, terms and the rooms-left warnings', async () => {
  const view = await renderScreen(<HotelPage />, { path, route: '/hotel' });
  const types = await screen.findAllByTestId('room-type');
  expect(types.map((t) => within(t).getByTestId('room-name').textContent)).toEqual(['Standard Room', 'Deluxe Room']);
  // Each room type carries its id, so it can be found again after a reprice moves it down the list.
  expect(types.map((t) => t.dataset.roomTypeId)).toEqual(['std', 'dlx']);
  const rates = within(types[0]!).getAllByTestId('rate');
  expect(rates[0]).toHaveTextContent('Breakfast included');
  expect(rates[0]).toHaveTextContent('Free cancellation until');
  expect(within(rates[0]!).getByTestId('rooms-left')).toHaveTextContent('Only 1 room left at this price');
  expect(within(rates[1]!).getByTestId('rooms-left')).toHaveTextContent('Only 2 rooms left at this price');
  expect(within(types[1]!).getByTestId('rooms-left')).toHaveTextContent('Only 5 rooms left at this price');
  expect(within(rates[0]!).getByTestId('rate-price')).toHaveTextContent('AED 1,000.00');
  view.unmount();
});

test('says so when nothing is for sale', async () => {
  answer = () => json(page([]));
  const view = await renderScreen(<HotelPage />, { path, route: '/hotel' });
  expect(await screen.findByTestId('no-rooms')).toHaveTextContent(
    'There are no rooms for sale in the hotel at the moment.',
  );
  view.unmount();
});

test('a price change at prebook says so and shows the rooms again with fresh prices', async () => {
  select = () => apiFailure(409, 'price_changed', 'The price has changed for this room');
  const view = await renderScreen(<HotelPage />, { path, route: '/hotel' });
  await screen.findAllByTestId('room-type');
  expect(hotelCalls()).toBe(1);
  answer = () => json(page([room('std', 'Standard Room', [rate('k1b', 130_000, 1)])]));
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('select-rate')[0]!);
  });
  expect(requests().find((r) => r.method === 'POST')?.body).toEqual({ rate_key: 'k1', currency: 'AED', lang: 'en' });
  expect(screen.getByTestId('price-changed')).toHaveTextContent('The price has changed for this room');
  expect(hotelCalls()).toBe(2);
  await screen.findByText('Only 1 room left at this price');
  const prices = screen.getAllByTestId('rate-price');
  expect(prices).toHaveLength(1);
  expect(prices[0]).toHaveTextContent('AED 1,300.00');
  view.unmount();
});

test('any other failure to select a room is said, not swallowed', async () => {
  const view = await renderScreen(<HotelPage />, { path, route: '/hotel' });
  await screen.findAllByTestId('room-type');
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('select-rate')[0]!);
  });
  expect(screen.getByTestId('select-failed')).toHaveTextContent(
    'Something went wrong, please contact our support team.',
  );
  expect(screen.queryByTestId('price-changed')).not.toBeInTheDocument();
  view.unmount();
});

test('a chosen room opens the guest details step of its checkout', async () => {
  select = () => json({ checkout_id: 'c9' }, 201);
  const view = await renderScreen(<HotelPage />, { path, route: '/hotel' });
  await screen.findAllByTestId('room-type');
  await act(async () => {
    fireEvent.click(screen.getAllByTestId('select-rate')[0]!);
  });
  expect(`${window.location.pathname}${window.location.search}`).toBe('/hotel/booking/details?checkout=c9');
  view.unmount();
});

const policies: HotelPageResponse['hotel']['policies'] = {
  items: [
    {
      section: 'deposit',
      kind: 'breakage',
      inclusion: 'available',
      price: '500.00',
      currency: 'AED',
      price_unit: 'per_stay',
    },
    {
      section: 'extra_bed',
      kind: null,
      inclusion: 'not_included',
      price: '150.00',
      currency: 'AED',
      price_unit: 'per_night',
    },
    {
      section: 'pets',
      kind: 'unspecified',
      inclusion: 'not_included',
      price: '0.00',
      currency: 'AED',
      price_unit: null,
    },
  ],
  extra_info: ['A Tourism Dirham fee is paid at the hotel.'],
};

test.each([
  [
    'en',
    'Hotel policies',
    'Deposit',
    'Damage deposit: Available · AED 500.00 per stay',
    'Extra beds',
    'Not included · AED 150.00 per night',
  ],
  ['ar', 'سياسات الفندق', 'مبلغ التأمين', 'تأمين الأضرار', 'الأسرّة الإضافية', 'غير مشمول'],
])('shows the supplier hotel policies (%s)', async (lang, title, deposit, depositPrice, extraBed, extraBedText) => {
  const withPolicies = page(null);
  withPolicies.hotel.policies = policies;
  answer = () => json(withPolicies);
  const view = await renderScreen(<HotelPage />, {
    path: '/hotel?hid=hid-1',
    route: '/hotel',
    lang: lang as 'en' | 'ar',
  });
  const section = await screen.findByTestId('hotel-policies');
  expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(title);
  const sections = within(section).getAllByTestId('policy-section');
  expect(sections.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
    deposit,
    extraBed,
    lang === 'en' ? 'Pets' : 'الحيوانات الأليفة',
  ]);
  expect(sections[0]).toHaveTextContent(depositPrice);
  expect(sections[1]).toHaveTextContent(extraBedText);
  expect(within(section).getByTestId('policy-extra')).toHaveTextContent('A Tourism Dirham fee is paid at the hotel.');
  view.unmount();
});

test('a hotel without supplier policies has no policies section', async () => {
  answer = () => json(page(null));
  const view = await renderScreen(<HotelPage />, { path: '/hotel?hid=hid-1', route: '/hotel' });
  await screen.findByTestId('hotel-name');
  expect(screen.queryByTestId('hotel-policies')).toBeNull();
  view.unmount();
});
