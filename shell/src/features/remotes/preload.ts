import { domainForPath } from '@/app/route-domain';
import { chooseVersion, ensureBucket, readPins } from './choose-version';

/** Asks the browser to fetch a script now, without running it (the loader's own <script> then finds it cached). */
function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  document.head.appendChild(link);
}

/** The shell's chunks each domain's remote will ask for, written into index.html at build time (RemotePreloadPlugin). */
function shellChunksFor(domain: string): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById('jad-remote-preloads')?.textContent ?? '{}');
    const files = (list as Record<string, unknown>)[domain];
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && f.startsWith('/')) : [];
  } catch {
    return [];
  }
}

/**
 * On a remote's page, called as the shell starts: preloads the remote's remoteEntry.js (the version this visitor
 * gets, from index.html's early manifest request) and the shell chunks that remote uses (MUI components,
 * react-router), so they download alongside the shell's own modules instead of one after the other once the remote
 * runs. Only hints: the loader (load-remote.ts) still decides and loads, with its retries and fallback.
 */
export function preloadRemoteFor(pathname: string): void {
  const domain = domainForPath(pathname);
  if (!domain) return;
  for (const href of shellChunksFor(domain)) preloadScript(href);
  void window.__jadManifest?.then((manifest) => {
    if (!manifest) return;
    const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
    const choice = chooseVersion(manifest, domain, ensureBucket(document), readPins(window.location.search, storage));
    if (choice) preloadScript(new URL(choice.chosen.url, window.location.href).href);
  });
}
