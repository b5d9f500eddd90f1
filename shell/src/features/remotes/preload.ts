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

/**
 * On a remote's page, called as the shell starts: preloads the remote's remoteEntry.js (the version this visitor
 * gets, from index.html's early manifest request), so it downloads alongside the shell's own modules. The shell
 * chunks that remote uses are preloaded by index.html itself (build-tools/html-plugins.js). Only hints: the loader
 * (load-remote.ts) still decides and loads, with its retries and fallback.
 */
export function preloadRemoteFor(pathname: string): void {
  const domain = domainForPath(pathname);
  if (!domain) return;
  void window.__jadManifest?.then((manifest) => {
    if (!manifest) return;
    const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
    const choice = chooseVersion(manifest, domain, ensureBucket(document), readPins(window.location.search, storage));
    if (choice) preloadScript(new URL(choice.chosen.url, window.location.href).href);
  });
}
