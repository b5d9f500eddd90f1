import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * React DOM's client API for single-spa-react, with every render of the root inside a transition.
 * single-spa-react calls `root.render` directly, and a plain render is one uninterrupted task: a remote's first
 * page (a list of cards, a feed) took a few hundred milliseconds of main thread on a phone. In a transition React
 * renders in slices of a few milliseconds and lets the browser paint and handle input in between. The mount still
 * resolves after the first commit (single-spa-react waits for its root's componentDidMount).
 */
export const transitionRootClient = {
  createRoot(container: Element | DocumentFragment): Root {
    const root = createRoot(container);
    return {
      render: (children) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
