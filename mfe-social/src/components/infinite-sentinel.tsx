import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';

/** Calls onVisible when scrolled within 600 px of it (infinite scroll); re-arms while `active`. */
export function InfiniteSentinel({ onVisible, active }: { onVisible: () => void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [active]);
  return <Box ref={ref} data-testid="infinite-sentinel" aria-hidden="true" sx={{ height: 1 }} />;
}
