import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { appStore, directionOf, getApiClient, loadRates, prepareDirection } from '@jad/shared-ui/core';
import { PRICED_DOMAINS } from './app/domains';
import { domainForPath } from './app/route-domain';
import { keepFirstFrame } from './features/remotes/first-frame';
import { startRemoteLoad } from './features/remotes/use-remote';
import { startSession } from './features/session/use-shell-session';
import { loadShellLocale } from './i18n';
import { nextTask } from './lib/next-task';

// Kept reachable so webpack provides every shared module to the remotes (each a lazy chunk). Itself a lazy chunk that
// nothing loads: the table of some ninety imports was 4.5 KB of every page's first scripts.
(window as unknown as { __jadHostProvides?: unknown }).__jadHostProvides = () => import('jad-host-provides');

// The session call starts now, in parallel with the first render rather than after it.
void startSession();

// On a remote's page the remote starts loading now (manifest, remoteEntry, its chunks), while the frame renders,
// instead of after the frame has rendered and the outlet has mounted; failures are the outlet's to show. The api
// client (a lazy chunk) too: the remote's first request would otherwise wait for it.
const domain = domainForPath(window.location.pathname);
if (domain) {
  startRemoteLoad(domain).catch(() => undefined);
  getApiClient().catch(() => undefined);
  // Prices in another currency than AED need the rates: in before the page's prices first render.
  if (PRICED_DOMAINS.has(domain) && appStore.getState().currency !== 'AED') void loadRates();
  // The outlet is a lazy chunk of its own (shell pages do not need it): fetched now, not when the frame renders it.
  void import('./features/remotes/remote-outlet').catch(() => undefined);
  // The shared modules the page's first render needs, evaluated one per task while the remote downloads.
  void import('./features/remotes/evaluate-shared')
    .then((shared) => shared.evaluateShared(shared.sharesOfPage(window.location.pathname)))
    .catch(() => undefined);
}

async function render(): Promise<void> {
  // Arabic loads its RTL style plugin (and the shell's Arabic texts) first, so the first paint is already mirrored.
  const { lang } = appStore.getState();
  await Promise.all([prepareDirection(directionOf(lang)), loadShellLocale(lang), nextTask()]);
  // The app's modules (its own chunk, preloaded by index.html) are evaluated in a task of their own, not in the one
  // that evaluated this file: two shorter tasks instead of one long one.
  const { App } = await import('./app/app');
  await nextTask();
  // A remote's first frame, if index.html painted one, is kept for the outlet to show until the remote's page is in.
  keepFirstFrame();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A transition renders in slices of a few milliseconds and lets the browser paint and handle input in between,
  // instead of one long task for the whole frame (Lighthouse's Total Blocking Time on a phone).
  startTransition(() => root.render(<App />));
}
void render();
