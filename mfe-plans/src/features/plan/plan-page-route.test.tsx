import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetRates } from '@jad/shared-ui';
import { L } from '@jad/shared-ui/map';
import type { PlanDayRoute } from '@/lib/plan-types';
import { currencies, plan } from '@/test/fixtures';
import { fail, fakeApi, ok, renderScreen, type FakeApi } from '@/test/render';
import { PlanPage } from './components/plan-page';

// The real day map (Leaflet through @jad/shared-ui/map): jsdom has no layout and no SVGSVGElement.createSVGRect,
// so the map is given a size and Leaflet is told it may draw in SVG; its paths are then real DOM to read.
const size = (prop: 'clientWidth' | 'clientHeight', value: number) =>
  Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop) ?? { configurable: true, value };
// Leaflet reads its feature flags when it picks a renderer, so setting one here is enough (typed read-only).
const browser = L.Browser as { svg: boolean };
const saved = { w: size('clientWidth', 0), h: size('clientHeight', 0), svg: browser.svg };
beforeAll(() => {
  window.scrollTo = jest.fn();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  browser.svg = true;
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.w);
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.h);
  browser.svg = saved.svg;
});

const hotel: [number, number] = [25.1972, 55.2744];
/** A road route for the first day: hotel → 25.20 → 25.21 → hotel, with bends between the stops. */
const road: PlanDayRoute = {
  points: [hotel, [25.1985, 55.2681], [25.2, 55.27], [25.2052, 55.2631], [25.21, 55.27], [25.2031, 55.2795], hotel],
  estimated: false,
  legs: [
    { seconds: 240, meters: 1500 },
    { seconds: 300, meters: 1900 },
    { seconds: 420, meters: 2600 },
  ],
};
/** The built-in estimate's answer: the stops' straight line. */
const estimate: PlanDayRoute = { ...road, points: [hotel, [25.2, 55.27], [25.21, 55.27], hotel], estimated: true };

const ROUTE_DAY1 = 'GET /plans/pid-1/days/2026-03-02/route';
const ROUTE_DAY2 = 'GET /plans/pid-1/days/2026-03-03/route';
let api: FakeApi;
beforeEach(() => {
  resetRates();
  api = fakeApi({
    'POST /plans/fetch': () => ok(plan()),
    'GET /currencies': () => ok(currencies),
    [ROUTE_DAY1]: () => ok(road),
    [ROUTE_DAY2]: () => ok({ ...road, points: [hotel, [25.22, 55.27], hotel] }),
  });
});
afterEach(() => api.restore());

const open = async (lang: 'en' | 'ar' = 'en') => {
  await renderScreen(<PlanPage />, { path: '/plan?pid=pid-1', lang });
  await screen.findByTestId('day-map');
};
const routeLines = () => Array.from(screen.getByTestId('day-map').querySelectorAll('path.jad-map-route'));
/** The vertices of an SVG path Leaflet drew ("M x y L x y …"). */
const vertices = (path: Element) => (path.getAttribute('d')?.match(/[ML]/g) ?? []).length;
const dashed = (path: Element) => path.getAttribute('stroke-dasharray') !== null;

test('asks for the road route of the day on the map and draws it as one line through its points', async () => {
  await open();
  await waitFor(() => expect(routeLines()).toHaveLength(1));
  expect(api.callsTo(ROUTE_DAY1)).toHaveLength(1);
  expect(api.callsTo(ROUTE_DAY2)).toHaveLength(0);
  const [line] = routeLines();
  expect(vertices(line as Element)).toBe(road.points.length);
  expect(dashed(line as Element)).toBe(false);
  expect(
    screen.getByText("Numbers follow the day's order; the line is the road route from the hotel and back."),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('day-map-estimated')).not.toBeInTheDocument();

  // Another day on the map: its own route, asked once.
  await act(async () => {
    fireEvent.click(within(screen.getAllByTestId('plan-day')[1] as HTMLElement).getByTestId('show-day-map'));
  });
  await waitFor(() => expect(routeLines().map(vertices)).toEqual([3]));
  expect(api.callsTo(ROUTE_DAY2)).toHaveLength(1);
  expect(api.callsTo(ROUTE_DAY1)).toHaveLength(1);
});

test('without a route (while loading or on a failure) the map draws straight legs, the hotel ones dashed', async () => {
  api.on(ROUTE_DAY1, () => fail(500));
  await open();
  await waitFor(() => expect(api.callsTo(ROUTE_DAY1)).toHaveLength(1));
  // Hotel → first stop, last stop → hotel (dashed), and the stops between them.
  expect(routeLines().map((l) => [vertices(l), dashed(l)])).toEqual([
    [2, true],
    [2, true],
    [2, false],
  ]);
  expect(
    screen.getByText("Numbers follow the day's order; dashed lines are the way from and back to the hotel."),
  ).toBeInTheDocument();
  expect(screen.queryByTestId('day-map-estimated')).not.toBeInTheDocument();
});

test.each([
  ['en', 'Travel times estimated'],
  ['ar', 'أوقات التنقل تقديرية'],
] as const)('an estimated route says so on the map (%s)', async (lang, caption) => {
  api.on(ROUTE_DAY1, () => ok(estimate));
  await open(lang);
  expect(await screen.findByTestId('day-map-estimated')).toHaveTextContent(caption);
  // The estimate is the stops' straight line: drawn as such, the hotel legs dashed.
  expect(routeLines().map(dashed)).toEqual([true, true, false]);
});

test('a day put in another order asks for its route again', async () => {
  const swapped = plan();
  const day1 = swapped.days[0];
  if (!day1) throw new Error('fixture without days');
  day1.items = [...day1.items].reverse();
  api.on('PUT /plans/items/order', () => ok(swapped));
  await open();
  await waitFor(() => expect(routeLines()).toHaveLength(1));
  await act(async () => {
    fireEvent.click(within(screen.getAllByTestId('plan-item')[0] as HTMLElement).getByTestId('item-later'));
  });
  await waitFor(() => expect(api.callsTo(ROUTE_DAY1)).toHaveLength(2));
});
