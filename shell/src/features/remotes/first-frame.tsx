import { useCallback, useEffect } from 'react';

// A remote's first frame (shared-ui/src/frame): its page painted by index.html from the api's answer before the app
// loaded. The shell's first render replaces the static frame it sits in; the outlet (and the outlet's own loading
// state before it) shows it again until the remote's page has rendered, so a slow phone goes from the frame to the
// page, not through a blank outlet and a spinner.

let page: HTMLElement | null = null;
let pageAddress = '';

const address = () => window.location.pathname + window.location.search;

/**
 * Keeps the page's frame for the outlet (bootstrap, before the first render). It stays where it is until React's first
 * commit replaces the static frame and, in the same commit, the outlet's holder takes it: no paint without it.
 */
export function keepFirstFrame(doc: Document = document): void {
  page = doc.querySelector<HTMLElement>('#jad-frame .jf-page');
  pageAddress = address();
}

/** Whether a frame waits to be shown: the visit's first page, still at its address. */
export const hasFirstFrame = (): boolean => page !== null && address() === pageAddress;

function dropFirstFrame(): void {
  page?.remove();
  page = null;
}

/** If the remote never shows what the frame waits for, the frame leaves this long after the remote's first content. */
const LEAVE_AFTER_MS = 5000;

/**
 * Shows the kept frame until `container` (the remote's parcel, once there is one) holds the remote's page as the frame
 * showed it: what the frame's `data-jad-frame-until` selector names (its cards, say; else a heading). Meanwhile the
 * parcel is not displayed, so the page does not render under the frame and then move up when the frame leaves.
 */
export function FirstFrame({ container }: { container: HTMLElement | null }) {
  const hold = useCallback((el: HTMLDivElement | null) => {
    if (el && page && hasFirstFrame()) el.appendChild(page);
  }, []);

  useEffect(() => {
    if (!container || !page) return;
    const until = page.getAttribute('data-jad-frame-until') || 'h1';
    const display = container.style.display;
    container.style.display = 'none';
    let timer: ReturnType<typeof setTimeout> | undefined;
    // In the microtask after the remote's commit: the frame leaves and the page shows in the same paint.
    const leave = () => {
      observer.disconnect();
      clearTimeout(timer);
      dropFirstFrame();
      container.style.display = display;
    };
    const observer = new MutationObserver(() => {
      if (container.querySelector(until)) leave();
      else if (container.firstElementChild && timer === undefined) timer = setTimeout(leave, LEAVE_AFTER_MS);
    });
    observer.observe(container, { childList: true, subtree: true });
    if (container.querySelector(until)) leave();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      container.style.display = display;
    };
  }, [container]);

  // Unmounted with the address changed (the visitor went on): the frame is not shown again.
  useEffect(
    () => () => {
      if (address() !== pageAddress) dropFirstFrame();
    },
    [],
  );

  return <div ref={hold} aria-hidden inert style={{ display: 'contents' }} />;
}
