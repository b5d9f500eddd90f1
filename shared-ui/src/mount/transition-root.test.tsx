import { Suspense, act, type ReactNode } from 'react';
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
