import { act, render } from '@testing-library/react';
import { FirstFrame, hasFirstFrame, keepFirstFrame } from './first-frame';

// The page's first frame (a remote's frame.js painted it into index.html's static frame) is kept through React's
// first commit and shown until the remote's parcel holds what the frame names; the parcel is not displayed meanwhile.

function paintStaticFrame(until = '[data-testid="card"]') {
  document.body.innerHTML = `<div id="root"><div id="jad-frame"><div class="jf-page" data-jad-frame-until='${until}'><h1>Frame</h1></div></div></div>`;
}
const flush = () => act(async () => undefined);

beforeEach(() => window.history.replaceState(null, '', '/activities'));

test('shows the kept frame until the remote renders what it names, then shows the remote in its place', async () => {
  paintStaticFrame();
  keepFirstFrame();
  expect(hasFirstFrame()).toBe(true);
  const parcel = document.createElement('div');
  parcel.style.display = 'contents';
  const { container } = render(<FirstFrame container={parcel} />);
  expect(container.querySelector('.jf-page h1')?.textContent).toBe('Frame');
  expect(parcel.style.display).toBe('none');

  // The remote's loading state is not what the frame waits for.
  parcel.innerHTML = '<h1>Page</h1><div role="progressbar"></div>';
  await flush();
  expect(container.querySelector('.jf-page')).not.toBeNull();

  parcel.insertAdjacentHTML('beforeend', '<div data-testid="card"></div>');
  await flush();
  expect(container.querySelector('.jf-page')).toBeNull();
  expect(parcel.style.display).toBe('contents');
  expect(hasFirstFrame()).toBe(false);
});

test('a page that never shows it gets its place back a while after its first content', async () => {
  jest.useFakeTimers();
  try {
    paintStaticFrame('.never');
    keepFirstFrame();
    const parcel = document.createElement('div');
    const { container } = render(<FirstFrame container={parcel} />);
    parcel.innerHTML = '<p>something else</p>';
    await flush();
    expect(container.querySelector('.jf-page')).not.toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(container.querySelector('.jf-page')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('is not shown again at another address (the visitor went on before the remote came)', () => {
  paintStaticFrame();
  keepFirstFrame();
  window.history.replaceState(null, '', '/feed');
  expect(hasFirstFrame()).toBe(false);
  const { container } = render(<FirstFrame container={null} />);
  expect(container.querySelector('.jf-page')).toBeNull();
});

test('nothing to keep when no frame was painted', () => {
  document.body.innerHTML = '<div id="root"><div id="jad-frame"></div></div>';
  keepFirstFrame();
  expect(hasFirstFrame()).toBe(false);
});
