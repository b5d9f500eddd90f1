import { startTransition, useEffect, useState } from 'react';

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
