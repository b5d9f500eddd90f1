import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once an element is worth rendering: it is in the viewport, or within `marginPx` below it after the
 * visitor has started scrolling. So content below the fold of the first screen (the remote sections of the
 * home page) loads as the visitor scrolls towards it and never with the first load.
 */
export function useNearViewport<T extends Element>(marginPx = 200): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true); // no observer (very old browsers): render rather than never show the content
      return;
    }
    let inMargin = false;
    const check = () => {
      if (!inMargin) return;
      const visible = element.getBoundingClientRect().top < window.innerHeight - 1;
      if (visible || window.scrollY > 0) setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inMargin = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', check);
    };
  }, [near, marginPx]);

  return [ref, near];
}
