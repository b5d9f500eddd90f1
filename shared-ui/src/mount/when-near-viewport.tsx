import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Renders its children once their place nears the viewport (useNearViewport); until then the placeholder holds the
 * room. For a heavy part below a page's first screen (a map and its library), so it loads as the reader scrolls
 * towards it, not with the page's largest picture.
 */
export function WhenNearViewport({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? children : placeholder}</div>;
}
