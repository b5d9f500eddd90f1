import { useEffect, useRef, useState } from 'react';

/** How far (px, after damping) the list must be pulled for a release to refresh. */
export const PULL_THRESHOLD = 64;
const MAX_PULL = 96;

/**
 * Pull to refresh on touch screens: a pull down while the page is scrolled to the top shows how far it has gone
 * (`pull`, damped by half), and a release past the threshold runs `refresh` (`refreshing` until it settles). The
 * browser's own pull-to-refresh (a full reload) is turned off while the feed is mounted. Mouse and keyboard users
 * have the refresh button and the pill instead.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>, enabled = true) {
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const state = useRef({ startY: null as number | null, pull: 0, busy: false });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (!enabled) return undefined;
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    const s = state.current;
    const show = (value: number) => {
      s.pull = value;
      setPull(value);
    };
    const onStart = (event: TouchEvent) => {
      s.startY =
        window.scrollY <= 0 && !s.busy && event.touches.length === 1 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (s.startY === null) return;
      const dy = (event.touches[0]?.clientY ?? s.startY) - s.startY;
      if (dy <= 0 || window.scrollY > 0) {
        if (s.pull) show(0);
        return;
      }
      show(Math.min(dy / 2, MAX_PULL));
    };
    const onEnd = () => {
      if (s.startY === null) return;
      s.startY = null;
      const far = s.pull >= PULL_THRESHOLD;
      show(0);
      if (!far) return;
      s.busy = true;
      setRefreshing(true);
      void refreshRef
        .current()
        .catch(() => undefined)
        .finally(() => {
          s.busy = false;
          setRefreshing(false);
        });
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      root.style.overscrollBehaviorY = before;
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return { pull, refreshing, armed: pull >= PULL_THRESHOLD };
}
