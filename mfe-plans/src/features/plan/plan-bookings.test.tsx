// Issue 22 item 3: the owner's hotel stay and tickets booked outside the plan, on its days, marked and linked.
import { screen, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import type { PlanBookingView, PlanDetail } from '@/lib/plan-types';
import { currencies, plan } from '@/test/fixtures';
import { fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { PlanPage } from './components/plan-page';

jest.mock('./map/day-map', () => ({ __esModule: true, default: () => <div data-testid="day-map" /> }));

const tickets: PlanBookingView = {
  kind: 'tickets',
  order_id: 'order-tickets',
  order_path: '/activities/order?order_id=order-tickets',
  date: '2026-03-02',
  start_min: 600,
  end_min: 750,
  name_en: 'Museum of the Future',
  name_ar: 'متحف المستقبل',
  place: { name_en: 'Sheikh Zayed Road', name_ar: 'شارع الشيخ زايد', area: 'Trade Centre', lat: 25.21, lng: 55.28 },
  activity: {
    activity_id: 'acid-mof',
    slug: 'museum-of-the-future',
    main_category: 'museums',
    horizontal_thumbnail: '/img/mof.svg',
  },
  tickets: { adult: 2, teen: 0, child: 1 },
};
const stay = (kind: 'check-in' | 'check-out', date: string, start: number): PlanBookingView => ({
  kind,
  order_id: 'order-stay',
  order_path: '/hotel/booking/manage?order_id=order-stay',
  date,
  start_min: start,
  end_min: null,
  name_en: 'Creek Palace Hotel',
  name_ar: 'فندق قصر الخور',
  place: { name_en: 'Creek Palace Hotel', name_ar: 'فندق قصر الخور', area: 'Deira', lat: 25.26, lng: 55.3 },
  activity: null,
  tickets: null,
});

/** Day 1: tickets at 10:00 (before both activities) and the check-in at 15:00 (between them); day 2: the check-out. */
function booked(): PlanDetail {
  const p = plan();
  p.days[0]!.bookings = [tickets, stay('check-in', '2026-03-02', 900)];
  p.days[1]!.bookings = [stay('check-out', '2026-03-03', 720)];
  p.days[1]!.items = [];
  return p;
}

let api: FakeApi;
beforeAll(() => {
  window.scrollTo = jest.fn();
});
beforeEach(() => {
  resetRates();
  api = fakeApi({ 'POST /plans/fetch': () => ok(booked()), 'GET /currencies': () => ok(currencies) });
});
afterEach(() => api.restore());

const open = async (lang: 'en' | 'ar' = 'en') => {
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1', lang });
  await screen.findAllByTestId('plan-day');
};
const day = (date: string) =>
  screen.getAllByTestId('plan-day').find((d) => d.getAttribute('data-date') === date) as HTMLElement;
/** The day's timeline in order: activities by id, bookings by kind. */
const timeline = (date: string) =>
  Array.from(day(date).querySelectorAll('[data-testid="plan-item"], [data-testid="booked-item"]')).map(
    (el) => el.getAttribute('data-item-id') ?? el.getAttribute('data-kind'),
  );

test('shows the stay and the tickets among the activities by time, marked booked and linked to their orders', async () => {
  await open();
  expect(timeline('2026-03-02')).toEqual(['tickets', 'item-1', 'check-in', 'item-2']);
  const [ticketCard, checkIn] = within(day('2026-03-02')).getAllByTestId('booked-item');
  expect(ticketCard).toHaveTextContent('10:00–12:30');
  expect(ticketCard).toHaveTextContent('Museum of the Future');
  expect(ticketCard).toHaveTextContent('Sheikh Zayed Road · Trade Centre');
  expect(ticketCard).toHaveTextContent('3 tickets');
  expect(ticketCard).toHaveTextContent('Booked');
  expect(within(ticketCard!).getByRole('link', { name: 'View tickets' })).toHaveAttribute(
    'href',
    '/activities/order?order_id=order-tickets',
  );
  expect(checkIn).toHaveTextContent('15:00 · Check-in');
  expect(checkIn).toHaveTextContent('Creek Palace Hotel');
  expect(within(checkIn!).getByRole('link', { name: 'View booking' })).toHaveAttribute(
    'href',
    '/hotel/booking/manage?order_id=order-stay',
  );
  // A booking is not the plan's to change: no move or remove on it.
  expect(within(ticketCard!).queryByRole('button')).toBeNull();
  // The activities keep their numbers (the map's) around the bookings.
  expect(within(day('2026-03-02')).getAllByTestId('plan-item')).toHaveLength(2);
});

test('a day with only a booking shows it, and still says nothing is planned', async () => {
  await open();
  expect(timeline('2026-03-03')).toEqual(['check-out']);
  expect(day('2026-03-03')).toHaveTextContent('12:00 · Check-out');
  expect(day('2026-03-03')).toHaveTextContent('Nothing planned yet');
});

test('in Arabic: the names, the mark and the links in Arabic', async () => {
  await open('ar');
  const [ticketCard, checkIn] = within(day('2026-03-02')).getAllByTestId('booked-item');
  expect(ticketCard).toHaveTextContent('متحف المستقبل');
  expect(ticketCard).toHaveTextContent('شارع الشيخ زايد');
  expect(ticketCard).not.toHaveTextContent('Trade Centre');
  expect(ticketCard).toHaveTextContent('3 تذاكر');
  expect(ticketCard).toHaveTextContent('محجوز');
  expect(within(ticketCard!).getByRole('link', { name: 'عرض التذاكر' })).toBeInTheDocument();
  expect(checkIn).toHaveTextContent('تسجيل الوصول');
  expect(checkIn).toHaveTextContent('فندق قصر الخور');
  expect(within(checkIn!).getByRole('link', { name: 'عرض الحجز' })).toBeInTheDocument();
});

test('a plan answer without bookings (an older api) shows the days as before', async () => {
  api.on('POST /plans/fetch', () => ok(plan()));
  await open();
  expect(screen.queryAllByTestId('booked-item')).toHaveLength(0);
  expect(timeline('2026-03-02')).toEqual(['item-1', 'item-2']);
});
