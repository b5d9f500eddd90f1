import { act, render, screen } from '@testing-library/react';
import { useIdle } from './use-idle';
import { WhenNearViewport } from './when-near-viewport';

/** An IntersectionObserver the test drives: `intersect(true)` tells every observer its element is in its margin. */
function fakeObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: Observer });
  return (isIntersecting: boolean) =>
    act(() => {
      for (const cb of callbacks) cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('a part below the first screen shows its placeholder until it nears the viewport, then itself', () => {
  const intersect = fakeObserver();
  render(
    <WhenNearViewport placeholder={<p>room</p>}>
      <p>the map</p>
    </WhenNearViewport>,
  );
  expect(screen.getByText('room')).toBeInTheDocument();
  expect(screen.queryByText('the map')).toBeNull();
  // In the margin below the screen but the reader has not scrolled: still the placeholder (jsdom puts it at top 0,
  // which counts as visible, so move it below the window first).
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 5000 } as DOMRect);
  intersect(true);
  expect(screen.queryByText('the map')).toBeNull();
  // On screen: the part itself.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
  intersect(true);
  expect(screen.getByText('the map')).toBeInTheDocument();
  expect(screen.queryByText('room')).toBeNull();
});

test('useIdle is false on the first render and true once the browser has been idle', async () => {
  jest.useFakeTimers();
  function Probe() {
    return <p>{useIdle() ? 'idle' : 'busy'}</p>;
  }
  render(<Probe />);
  expect(screen.getByText('busy')).toBeInTheDocument();
  await act(async () => {
    jest.runAllTimers();
  });
  expect(screen.getByText('idle')).toBeInTheDocument();
  jest.useRealTimers();
});
