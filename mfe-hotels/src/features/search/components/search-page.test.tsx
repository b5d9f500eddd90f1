import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@jad/shared-ui';
import { resetRates } from '@jad/shared-ui';
import { apiFailure, fakeApi, json, type FakeResult, type FakeCall } from '@jad/shared-ui/test-utils';
import { currencies, hotel, searchResponse } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { SearchPage } from './search-page';

let answer: (url: string) => FakeResult;
let requests: () => FakeCall[];

beforeEach(() => {
  resetRates();
  answer = () => json(searchResponse([hotel(1), hotel(2), hotel(3)]));
  ({ requests } = fakeApi(({ url }) => {
    if (url === '/currencies') return json(currencies);
    if (url.startsWith('/hotels/destinations')) return json({ suggestions: [] });
    return answer(url);
  }));
});

const searches = () =>
  requests()
    .map((r) => r.url)
    .filter((u) => u.startsWith('/hotels/search?'));
const path = '/hotels?dest=dubai-marina&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5';

test('searches what the hero sends and lists the hotels with prices in the reader’s currency', async () => {
  const view = await renderScreen(<SearchPage />, { path, currency: 'KWD' });
  expect(await screen.findByText('3 places in Dubai Marina')).toBeInTheDocument();
  expect(screen.getAllByTestId('hotel-card')).toHaveLength(3);
  expect(searches()[0]).toContain('dest=dubai-marina&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5');
  // 1 010 AED at 0.0835 KWD per AED: three decimals.
  expect(screen.getAllByTestId('card-price')[0]).toHaveTextContent('KWD 84.335');
  expect(screen.getByText('Only 1 room left at this price')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Hotel 1' })[0]).toHaveAttribute(
    'href',
    '/hotel?hid=hid-1&checkin=2030-03-20&checkout=2030-03-22&rooms=2-5',
  );
  view.unmount();
});

test('says No hotels found. when the destination has none, and Nothing matches when filters exclude all', async () => {
  answer = () => json(searchResponse([], { facets: { ...searchResponse([]).facets, total: 0 } }));
  let view = await renderScreen(<SearchPage />, { path });
  expect(await screen.findByTestId('no-hotels')).toHaveTextContent('No hotels found.');
  view.unmount();
  answer = () => json(searchResponse([], { total: 0 }));
  view = await renderScreen(<SearchPage />, { path: `${path}&stars=5` });
  expect(await screen.findByTestId('nothing-matches')).toHaveTextContent('Nothing matches the specified filters.');
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  view.unmount();
});

test('offers a click to refresh when the search fails', async () => {
  answer = () => apiFailure(500, null, 'Something went wrong');
  const view = await renderScreen(<SearchPage />, { path });
  const alert = await screen.findByTestId('search-error');
  expect(alert).toHaveTextContent('Something went wrong searching for hotels; click to refresh.');
  answer = () => json(searchResponse([hotel(1)]));
  await act(async () => {
    fireEvent.click(alert);
  });
  expect(await screen.findByText('1 place in Dubai Marina')).toBeInTheDocument();
  expect(searches()).toHaveLength(2);
  view.unmount();
});

test('asks for a destination and dates when Search is pressed without them (spec §5 messages), not on arrival', async () => {
  const view = await renderScreen(<SearchPage />, { path: '/hotels' });
  const submit = await screen.findByTestId('search-submit');
  expect(screen.queryByText('Please select destination')).not.toBeInTheDocument();
  expect(screen.queryByText('Please Select check-in and check-out dates')).not.toBeInTheDocument();
  await act(async () => {
    fireEvent.click(submit);
  });
  expect(await screen.findByText('Please select destination')).toBeInTheDocument();
  expect(screen.getByText('Please Select check-in and check-out dates')).toBeInTheDocument();
  expect(searches()).toHaveLength(0);
  view.unmount();
});

test('a link with an area but no dates says the dates are missing', async () => {
  const view = await renderScreen(<SearchPage />, { path: '/hotels?dest=dubai-marina' });
  expect(await screen.findByText('Please Select check-in and check-out dates')).toBeInTheDocument();
  expect(screen.queryByText('Please select destination')).not.toBeInTheDocument();
  expect(searches()).toHaveLength(0);
  view.unmount();
});

test('a filter shows as chosen at once and searches with it', async () => {
  const view = await renderScreen(<SearchPage />, { path });
  await screen.findByText('3 places in Dubai Marina');
  // A narrow screen (jsdom): the filters open in a drawer.
  await act(async () => {
    fireEvent.click(screen.getByTestId('open-filters'));
  });
  // The filters load with the first search (their own chunk).
  const four = (await screen.findByTestId('stars-4')) as HTMLInputElement;
  expect(four.checked).toBe(false);
  await act(async () => {
    fireEvent.click(four);
  });
  expect((screen.getByTestId('stars-4') as HTMLInputElement).checked).toBe(true);
  expect(searches().at(-1)).toContain('stars=4');
  view.unmount();
});

test('offers hotels near you before the first search; says when the location is unavailable', async () => {
  const toasts: string[] = [];
  const off = bus.on('shell:toast-requested', (e) => toasts.push(e.message));
  const geolocation = { getCurrentPosition: jest.fn() };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });

  geolocation.getCurrentPosition.mockImplementation((_ok: unknown, err: (e: { message: string }) => void) =>
    err({ message: 'denied' }),
  );
  const view = await renderScreen(<SearchPage />, { path: '/hotels' });
  await act(async () => {
    fireEvent.click(await screen.findByTestId('near-me'));
  });
  expect(toasts).toEqual(['Unable to get your location.']);

  geolocation.getCurrentPosition.mockImplementation(
    (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
      ok({ coords: { latitude: 25.08, longitude: 55.14 } }),
  );
  await act(async () => {
    fireEvent.click(screen.getByTestId('near-me'));
  });
  expect(window.location.pathname).toBe('/hotels');
  expect(window.location.search).toMatch(
    /^\?lat=25\.08000&lng=55\.14000&checkin=\d{4}-\d\d-\d\d&checkout=\d{4}-\d\d-\d\d&rooms=2&sort=distance$/,
  );
  off();
  view.unmount();
});
