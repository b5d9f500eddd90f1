// The inline script index.html ends with: the entry's scripts (main.js and the chunks split off it) are added
// once the static first frame has been painted, or after 300 ms at the latest.
// CommonJS build tooling (the shell's webpack config uses it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAfterPaint } = require('../../../build-tools/html-plugins.js') as {
  startAfterPaint: (srcs: string[], maxWaitMs?: number, maxFrameWaitMs?: number, maxUnaskedWaitMs?: number) => string;
};

const SRCS = ['/main.js?abc', '/entry-react.0123456789.js?abc', '/entry-mui.0123456789.js?abc'];
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

let paintCallback: (() => void) | null = null;
class FakeObserver {
  constructor(private readonly cb: (list: unknown, observer: { disconnect(): void }) => void) {}
  observe() {
    paintCallback = () => this.cb({}, { disconnect: () => undefined });
  }
}

beforeEach(() => {
  document.head.innerHTML = '';
  paintCallback = null;
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  delete window.__jadFrame;
});

test('adds every entry script, main.js first, once the first frame has been painted', () => {
  new Function(startAfterPaint(SRCS))();
  expect(scripts()).toEqual([]);
  paintCallback?.();
  expect(scripts()).toEqual(SRCS);
  jest.advanceTimersByTime(1000); // the fallback timer adds nothing twice
  expect(scripts()).toEqual(SRCS);
});

test('without a paint report the scripts start after the wait', () => {
  new Function(startAfterPaint(SRCS, 300))();
  jest.advanceTimersByTime(299);
  expect(scripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(scripts()).toEqual(SRCS);
});

describe('on a page with a first frame coming (window.__jadFrame)', () => {
  const flush = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  /** index.html's script with a frame that never settles, the static frame painted. */
  const startWithFrameNeverSettling = (maxUnaskedWaitMs?: number) => {
    window.__jadFrame = new Promise<void>(() => undefined);
    new Function(startAfterPaint(SRCS, 300, 1000, maxUnaskedWaitMs))();
  };

  test('the scripts wait for the frame after the paint, then start', async () => {
    let frameDone: () => void = () => undefined;
    window.__jadFrame = new Promise<void>((resolve) => (frameDone = resolve));
    new Function(startAfterPaint(SRCS, 300, 1000))();
    paintCallback?.();
    await flush();
    expect(scripts()).toEqual([]);
    frameDone();
    await flush();
    expect(scripts()).toEqual(SRCS);
  });

  test('a frame that has sent its requests but never settles holds them a second at most', async () => {
    startWithFrameNeverSettling();
    window.dispatchEvent(new Event('jad-frame-asked'));
    paintCallback?.();
    jest.advanceTimersByTime(999);
    await flush();
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual(SRCS);
  });

  test('after that second they still wait for the frame to send its requests: theirs go first', async () => {
    startWithFrameNeverSettling(3000);
    paintCallback?.();
    jest.advanceTimersByTime(1500);
    await flush();
    expect(scripts()).toEqual([]);
    window.dispatchEvent(new Event('jad-frame-asked'));
    expect(scripts()).toEqual(SRCS);
  });

  test('a frame that never sends its requests holds them three seconds at most', async () => {
    startWithFrameNeverSettling(3000);
    paintCallback?.();
    jest.advanceTimersByTime(2999);
    await flush();
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual(SRCS);
  });
});
