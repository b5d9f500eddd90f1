import { useEffect, useState } from 'react';

/** How long to wait for an idle moment before giving up and rendering anyway (a busy page still gets the part). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has had an idle moment after it: for a part the first screen does
 * not need (a composer under the comments and its forms kit), so its code downloads after the page has painted
 * rather than beside the page's own chunk and largest picture.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(id);
  }, []);
  return idle;
}
