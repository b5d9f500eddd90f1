import { fireEvent, screen, within } from '@testing-library/react';
import { formatMoney, type Money } from '@jad/shared-ui';
import { fakeApi, json } from '@jad/shared-ui/test-utils';
import type { MarkersResponse } from '@/lib/api-types';
import { renderScreen } from '@/test/render';
import HotelsMap from './hotels-map';

// Leaflet measures its container: give every element a size in jsdom.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
});

const money: Money = {
  format: (minor) => formatMoney(minor, 'AED', 'en'),
  currency: 'AED',
  rate: 1,
  ready: true,
  minorUnits: 2,
  lang: 'en',
};
const marker = (hid: string, lat: number, lng: number, price: number): MarkersResponse['markers'][number] => ({
  hid,
  name: `Hotel ${hid}`,
  latitude: lat,
  longitude: lng,
  per_night_minor: price,
  stars: 4,
  rating: 8.7,
  review_count: 240,
  image: `/api/v1/hotels/images/${hid}/0/{size}.jpg`,
});

test('price pins from the markers, a cluster named by count and lowest price, and a pin that opens its card', async () => {
  fakeApi({ 'GET /map/config': json({ tiles: null }) });
  await renderScreen(
    <HotelsMap
      markers={[
        marker('a', 25.08, 55.14, 45_000),
        marker('b', 25.0801, 55.1401, 30_000),
        marker('c', 25.2, 55.27, 60_000),
      ]}
      money={money}
      highlighted={null}
      hrefOf={(hid) => `/hotel?hid=${hid}`}
      center={null}
      onBounds={() => {}}
    />,
  );
  const map = screen.getByTestId('hotels-map');
  // The outline is drawn once the config says there are no tiles.
  expect(await within(map).findByText('Dubai Marina')).toBeInTheDocument();
  const cluster = within(map).getByRole('button', { name: /2 hotels from AED\s300/ });
  expect(cluster).toHaveTextContent('2');
  const alone = within(map).getByRole('button', { name: /Hotel c, AED\s600(\.00)? per night/ });
  fireEvent.click(alone);
  const link = within(map).getByRole('link', { name: 'Hotel c' });
  expect(link).toHaveAttribute('href', '/hotel?hid=c');
  expect(map.querySelector('.jad-map-card-photo')).toHaveAttribute('src', '/api/v1/hotels/images/c/0/320x180.jpg');
  expect(map.querySelector('.jad-map-card-rating')).toHaveTextContent('8.7/10 (240)');
});
