import type { Domain } from '@/app/domains';

import type { RemoteManifest as ApiRemoteManifest, RemoteVersion } from '@jad/api/contract';

export type { RemoteVersion };
/** The remote manifest served at /api/v1/remotes/manifest, keyed by the shell's domains. */
export interface RemoteManifest {
  remotes: Partial<Record<Domain, ApiRemoteManifest['remotes'][string]>>;
}

let pending: Promise<RemoteManifest> | null = null;

declare global {
  interface Window {
    /** The manifest request index.html starts while the scripts download (null when it failed). */
    __jadManifest?: Promise<RemoteManifest | null>;
    /** Settles when the page's first frame (a remote's frame.js, build-tools/html-plugins.js) is over or absent. */
    __jadFrame?: Promise<void>;
  }
}

function request(): Promise<RemoteManifest> {
  return fetch('/api/v1/remotes/manifest', { credentials: 'same-origin', cache: 'no-store' }).then((res) => {
    if (!res.ok) throw new Error(`manifest: HTTP ${res.status}`);
    return res.json() as Promise<RemoteManifest>;
  });
}

/** The answer to index.html's early request, used once; when there is none or it failed, a request of our own. */
function early(): Promise<RemoteManifest> {
  const started = typeof window === 'undefined' ? undefined : window.__jadManifest;
  if (!started) return request();
  delete window.__jadManifest;
  return started.then((manifest) => manifest ?? request(), request);
}

/** Fetched once per page; a failure is retried on the next call. */
export function fetchManifest(): Promise<RemoteManifest> {
  pending ??= early().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
