// Registers /sw.js once the page has loaded and gone idle (never on the first load's critical path), and says
// when a newer version is waiting: a new shell build (a new worker installed) or a new release of a remote
// (the remote manifest's stable versions changed since this page started).
import { bus } from '@jad/shared-ui/core';

export type UpdateListener = (available: boolean) => void;

const REMOTE_MANIFEST = '/api/v1/remotes/manifest';
const listeners = new Set<UpdateListener>();
let available = false;
let waiting: ServiceWorker | null = null;
let remotesAtStart: string | null = null;

function announce(): void {
  available = true;
  for (const listener of listeners) listener(true);
}

/** The update prompt listens here; it is told at once when an update is already known. */
export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  if (available) listener(true);
  return () => listeners.delete(listener);
}

/** Each domain's stable version, as one comparable string. */
export function stableVersions(manifest: unknown): string | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const remotes = (manifest as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  return Object.entries(remotes as Record<string, { stable?: unknown }>)
    .map(([domain, r]) => `${domain}@${String(r?.stable ?? '')}`)
    .sort()
    .join(',');
}

async function fetchStableVersions(): Promise<string | null> {
  try {
    const res = await fetch(REMOTE_MANIFEST, { credentials: 'same-origin', cache: 'no-store' });
    return res.ok ? stableVersions(await res.json()) : null;
  } catch {
    return null;
  }
}

/** Compares the remote manifest with the one this page started with; a new release means an update prompt. */
export async function checkRemoteRelease(): Promise<void> {
  const now = await fetchStableVersions();
  if (now === null) return;
  if (remotesAtStart === null) remotesAtStart = now;
  else if (now !== remotesAtStart) announce();
}

/** Reloads into the new version: a waiting worker takes over first (then the page reloads on its change). */
export function applyUpdate(): void {
  const container = navigator.serviceWorker;
  if (waiting && container?.controller) {
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'jad:skip-waiting' });
    return;
  }
  window.location.reload();
}

function watchWorker(registration: ServiceWorkerRegistration): void {
  const found = (worker: ServiceWorker | null) => {
    // With no controller this is the first install: nothing older is on screen, so nothing to offer.
    if (!worker || !navigator.serviceWorker.controller) return;
    waiting = worker;
    announce();
  };
  found(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') found(installing);
    });
  });
}

const afterLoadAndIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 2000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

let started = false;

/** Starts once per page. Does nothing where service workers are unavailable (old browsers, plain http). */
export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  started = true;
  await afterLoadAndIdle();
  void checkRemoteRelease();
  // Signing out forgets the member's saved plans, orders and tickets at once, even offline.
  bus.on('account:signed-out', () => navigator.serviceWorker.controller?.postMessage({ type: 'jad:signed-out' }));
  let registration: ServiceWorkerRegistration | null = null;
  // Back on the tab after a while: look for a new build and a new remote release.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void registration?.update().catch(() => undefined);
    void checkRemoteRelease();
  });
  try {
    registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    watchWorker(registration);
  } catch {
    // No worker (private mode, blocked): the app works online as before.
  }
}
