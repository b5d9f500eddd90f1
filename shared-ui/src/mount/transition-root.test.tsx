import { Suspense, act, type ReactNode } from 'react';
import { lazyPage, preloadPageFor } from '../navigation/lazy-page';
import { transitionRootClient } from './transition-root';

// Rendering through a bare React DOM root, as single-spa-react does; testing-library is not used here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('transitionRootClient', () => {
  it('renders into the container and unmounts from it', async () => {
    const container = document.createElement('div');
    const root = transitionRootClient.createRoot(container);
    await act(async () => root.render(<p>hello</p>));
    expect(container.textContent).toBe('hello');
    await act(async () => root.unmount());
    expect(container.textContent).toBe('');
  });

  it("renders after the visit's first page has loaded, so the page mounts with the root (no fallback shown first)", async () => {
    let loaded: (module: { Page: () => ReactNode }) => void = () => undefined;
    const Page = lazyPage(
      () => new Promise<{ Page: () => ReactNode }>((resolve) => (loaded = resolve)),
      (m) => m.Page,
    );
    preloadPageFor({ '/feed': Page }, '/feed');
    const container = document.createElement('div');
    const root = transitionRootClient.createRoot(container);
    const fallbacks: string[] = [];
    function Fallback() {
      fallbacks.push('shown');
      return <span>loading</span>;
    }
    await act(async () =>
      root.render(
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe(''); // nothing rendered while the page's chunk loads
    await act(async () => loaded({ Page: () => <p>the feed</p> }));
    expect(container.textContent).toBe('the feed');
    expect(fallbacks).toEqual([]);
    await act(async () => root.unmount());
  });

  it('renders in a transition: new content that suspends keeps the old on screen instead of a fallback', async () => {
    const container = document.createElement('div');
    const root = transitionRootClient.createRoot(container);
    const never = new Promise<never>(() => undefined);
    function Suspends(): never {
      throw never;
    }
    const page = (child: ReactNode) => <Suspense fallback={<span>loading</span>}>{child}</Suspense>;
    await act(async () => root.render(page(<span>first page</span>)));
    await act(async () => root.render(page(<Suspends />)));
    // A plain render would replace the page by the fallback; a transition waits with the old page shown.
    expect(container.textContent).toBe('first page');
    await act(async () => root.unmount());
  });
});
