import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { fakeApi, renderScreen } from '../test-utils/render-screen';
import { L } from './index';
import { useBaseMap } from './use-base-map';

// The browser's ResizeObserver, driven by the test: `resize()` tells every observer its element changed size.
let observers: Array<() => void> = [];
const resize = () => act(() => observers.forEach((notify) => notify()));
beforeEach(() => {
  observers = [];
  globalThis.ResizeObserver = class {
    constructor(private readonly notify: () => void) {}
    observe() {
      observers.push(this.notify);
    }
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

/** The element's size as the browser would measure it: 0×0 while it is not displayed. */
const size = { width: 0, height: 0 };
let fitted: { zoom: number; size: L.Point } | null = null;

/** Fits Dubai's two ends the way the day map fits its stops, once the hook hands the map out. */
function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const map = useBaseMap(ref);
  useEffect(() => {
    if (!map) return;
    map.fitBounds(L.latLngBounds([25.05, 55.1], [25.3, 55.4]));
    fitted = { zoom: map.getZoom(), size: map.getSize() };
  }, [map]);
  return (
    <div
      data-testid="map"
      ref={(el) => {
        ref.current = el;
        if (!el) return;
        Object.defineProperty(el, 'clientWidth', { get: () => size.width, configurable: true });
        Object.defineProperty(el, 'clientHeight', { get: () => size.height, configurable: true });
      }}
    />
  );
}

beforeEach(() => {
  fitted = null;
  fakeApi({ 'GET /map/config': { status: 200, data: { tiles: null } } });
});

test('a map in a displayed element is handed out at once', async () => {
  Object.assign(size, { width: 600, height: 400 });
  await renderScreen(<Probe />);
  expect(fitted?.size).toEqual(L.point(600, 400));
});

test('a map whose element is not displayed yet (a page held under its first frame) is handed out once it has a size, and fits at that size', async () => {
  Object.assign(size, { width: 0, height: 0 });
  await renderScreen(<Probe />);
  resize();
  expect(fitted).toBeNull();

  Object.assign(size, { width: 600, height: 400 });
  resize();
  expect(fitted?.size).toEqual(L.point(600, 400));
  // Fitted at 0×0 Leaflet picks a zoom that does not depend on the bounds; at 600×400 the two ends fill the box.
  expect(fitted?.zoom).toBeGreaterThanOrEqual(10);
});
