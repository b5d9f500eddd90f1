import { fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@jad/shared-ui';
import { createBaseMap, mirrored, setBackground } from './base-map';
import { createPinLayer, type MapPin } from './pin-layer';
import type { MapPalette } from './palette';

const palette: MapPalette = {
  mode: 'light',
  sea: '#bfe0f2',
  land: '#f2ecdf',
  ink: '#555',
  font: 'sans-serif',
  primary: '#00f',
  onPrimary: '#fff',
  secondary: '#f0f',
  onSecondary: '#fff',
  paper: '#fff',
  text: '#000',
};

function mapNode() {
  const div = document.createElement('div');
  Object.defineProperty(div, 'clientWidth', { value: 600 });
  Object.defineProperty(div, 'clientHeight', { value: 400 });
  document.body.append(div);
  return div;
}

const pin = (id: string, lat: number, lng: number, extra: Partial<MapPin> = {}): MapPin => ({
  id,
  lat,
  lng,
  name: `Hotel ${id}`,
  badge: `AED ${id}`,
  variant: 'price',
  card: {
    title: `Hotel ${id}`,
    photo: `/img/${id}.jpg`,
    rating: { value: 8.6, outOf: 10, count: 120 },
    price: 'AED 450',
    href: `/hotels/${id}`,
  },
  ...extra,
});

afterEach(() => {
  document.body.innerHTML = '';
});

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

test('pins are named buttons; a click opens the card with photo, rating, price and a routed link', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 12);
  const go = jest.fn();
  const layer = createPinLayer(map, { lang: 'en', navigate: go });
  layer.setPins([pin('1', 25.1, 55.2), pin('2', 25.12, 55.25)]);
  const button = within(node).getByRole('button', { name: 'Hotel 1' });
  expect(button).toHaveTextContent('AED 1');
  fireEvent.click(button);
  const link = within(node).getByRole('link', { name: 'Hotel 1' });
  expect(link).toHaveAttribute('href', '/hotels/1');
  expect(node.querySelector('.jad-map-card-photo')).toHaveAttribute('src', '/img/1.jpg');
  expect(node.querySelector('.jad-map-card-rating')).toHaveTextContent('8.6/10 (120)');
  expect(node.querySelector('.jad-map-card-price')).toHaveTextContent('AED 450');
  fireEvent.click(link);
  expect(go).toHaveBeenCalledWith('/hotels/1');
  layer.remove();
  map.remove();
});

test('pins close together cluster at city zoom; the cluster opens a card of its members', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 10);
  const layer = createPinLayer(map, { lang: 'en', cluster: true });
  layer.setPins([pin('1', 25.1, 55.2), pin('2', 25.1005, 55.2005), pin('3', 25.1, 55.2003)]);
  const cluster = within(node).getByRole('button', { name: '3 places here: show them' });
  expect(within(node).queryByRole('button', { name: 'Hotel 1' })).toBeNull();
  fireEvent.click(cluster);
  expect(
    within(node)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .sort(),
  ).toEqual(['/hotels/1', '/hotels/2', '/hotels/3']);
  expect(within(node).getByRole('button', { name: 'Zoom in on all 3' })).toBeInTheDocument();
  layer.remove();
  map.remove();
});

test('pins at one place are fanned out with a leg to the place', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 14);
  const layer = createPinLayer(map, { lang: 'en' });
  layer.setPins([pin('1', 25.1, 55.2, { variant: 'number' }), pin('2', 25.1, 55.2, { variant: 'number' })]);
  const transforms = within(node)
    .getAllByRole('button', { name: /Hotel/ })
    .map((b) => b.style.transform);
  expect(new Set(transforms).size).toBe(2);
  expect(node.querySelectorAll('.jad-pin-leg')).toHaveLength(2);
  layer.remove();
  map.remove();
});

test('in Arabic the controls sit on the mirrored side and say their names in Arabic', () => {
  expect(mirrored('topleft', 'ar')).toBe('topright');
  expect(mirrored('bottomright', 'ar')).toBe('bottomleft');
  expect(mirrored('topleft', 'en')).toBe('topleft');
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'ar' }).setView([25.1, 55.2], 12);
  expect(node.dir).toBe('ltr');
  expect(node.querySelector('.leaflet-top.leaflet-right .leaflet-control-zoom-in')).toHaveAttribute('title', 'تكبير');
  expect(node.querySelector('.leaflet-bottom.leaflet-right .leaflet-control-scale')?.textContent).not.toMatch(
    /[A-Za-z]/,
  );
  map.remove();
});

test('with no tile source the outline is drawn, with the area names at their places, and no tile layer', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'ar' }).setView([25.1, 55.2], 11);
  const off = setBackground(map, { tiles: null }, palette, 'ar');
  expect(node.querySelectorAll('path.leaflet-interactive, path').length).toBeGreaterThan(3);
  expect(screen.getByText('دبي مارينا')).toHaveAttribute('dir', 'rtl');
  expect(node.querySelector('.leaflet-tile')).toBeNull();
  expect(node.querySelector('.leaflet-control-attribution')?.textContent).toBe('');
  off();
  expect(screen.queryByText('دبي مارينا')).toBeNull();
  map.remove();
});

test('a raster source draws its tiles and shows the attribution as text', async () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 11);
  setBackground(
    map,
    { tiles: { kind: 'raster', url: 'http://127.0.0.1:1/{z}/{x}/{y}.png', attribution: '© <b>OSM</b>' } },
    palette,
    'en',
  );
  await new Promise((r) => setTimeout(r, 0));
  expect(node.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
    /^http:\/\/127\.0\.0\.1:1\/11\/\d+\/\d+\.png$/,
  );
  expect(node.querySelector('.leaflet-control-attribution')?.textContent).toBe('© <b>OSM</b>');
  map.remove();
});

test('opened from the keyboard, the card takes the focus and Escape gives it back to the pin', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 12);
  const layer = createPinLayer(map, { lang: 'en', navigate: jest.fn() });
  layer.setPins([pin('1', 25.1, 55.2)]);
  const button = within(node).getByRole('button', { name: 'Hotel 1' });
  button.focus();
  // A keyboard "click" (Enter on a button) has no pointer: detail 0.
  fireEvent.click(button, { detail: 0 });
  const link = within(node).getByRole('link', { name: 'Hotel 1' });
  expect(link).toHaveFocus();
  fireEvent.keyDown(link, { key: 'Escape' });
  expect(node.querySelector('.jad-map-card')).toBeNull();
  expect(within(node).getByRole('button', { name: 'Hotel 1' })).toHaveFocus();
  layer.remove();
  map.remove();
});

test('pins given before the map has a view are drawn once it has one', () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' });
  const layer = createPinLayer(map, { lang: 'en' });
  expect(() => layer.setPins([pin('1', 25.1, 55.2)])).not.toThrow();
  expect(within(node).queryByRole('button', { name: 'Hotel 1' })).toBeNull();
  map.setView([25.1, 55.2], 12);
  expect(within(node).getByRole('button', { name: 'Hotel 1' })).toBeInTheDocument();
  layer.remove();
  map.remove();
});

test('the outline, drawn after a route, stays under it', async () => {
  const node = mapNode();
  const map = createBaseMap(node, { lang: 'en' }).setView([25.1, 55.2], 12);
  const { drawRoute } = await import('./route');
  const route = drawRoute(
    map,
    [
      [25.1, 55.2],
      [25.12, 55.25],
    ],
    { color: '#00f' },
  );
  setBackground(map, { tiles: null }, palette, 'en');
  const outlinePane = map.getPane('jadOutline');
  expect(outlinePane?.querySelector('path')).not.toBeNull();
  expect(Number(outlinePane?.style.zIndex)).toBeLessThan(
    Number(getComputedStyle(map.getPanes().overlayPane).zIndex || 400),
  );
  expect(map.getPanes().overlayPane.contains(route.getElement() ?? null)).toBe(true);
  map.remove();
});
