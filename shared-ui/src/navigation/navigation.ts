import { useSyncExternalStore } from 'react';

// Navigation without a router, for the shell and for code that may render outside a remote's router.
// single-spa (started by the shell) turns every pushState into a popstate event, so the shell and each
// remote's own router follow one history; here we listen to popstate and read window.location.

export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to an in-app path. In the shell, single-spa relays it to the remotes' routers. */
export function navigate(to: string, options: NavigateOptions = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(window.history.state, '', to);
  // Without single-spa running (tests, a standalone remote) nobody relays the change: do it here.
  if (!isRelayedBySingleSpa()) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

function isRelayedBySingleSpa(): boolean {
  return Boolean((window as unknown as { singleSpaNavigate?: unknown }).singleSpaNavigate);
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query; re-renders on every navigation. */
export function useCurrentPath(): string {
  return useSyncExternalStore(subscribe, currentPath, () => '/');
}

/** The current pathname only. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** True for a plain left click without modifier keys: the one case a link handles itself. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
