import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * False for the first render, true soon after it has been committed (in a task of its own, rendered as a
 * transition in small slices). For parts of the frame no one sees in the first screen (the footer): they do not
 * add to the first commit, the longest task of a page load.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Renders its children only after the first paint (useAfterFirstPaint). The state lives here, not in the page or
 * the frame around it: when it turns true only the children render, not everything beside them (the frame's state
 * re-rendered the bar, the page and the footer, about 300 components, during the load).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}
