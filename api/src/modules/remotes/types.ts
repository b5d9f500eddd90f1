/**
 * The remote manifest (GET /api/v1/remotes/manifest, file releases/manifest.json): per domain, the
 * stable version and the versions on offer with their remoteEntry.js URL and rollout weight.
 * The shell picks a version per domain by the visitor's sticky bucket and falls back to `stable`.
 * Front ends: `import type { RemoteManifest } from '@jad/api/src/modules/remotes/types'` (types only).
 */
export interface RemoteManifest {
  remotes: Record<string, RemoteDomain>;
}

export interface RemoteDomain {
  /** A version listed in `versions`; the fallback when the chosen version fails to load. */
  stable: string;
  versions: RemoteVersion[];
}

export interface RemoteVersion {
  version: string;
  /** URL of the version's remoteEntry.js, e.g. `/remotes/mfe-hotels/1.4.0/remoteEntry.js`. */
  url: string;
  /** URL of the version's first frame script (frame.js: its page painted before the app has loaded), if it has one. */
  frame?: string;
  /** The pages (paths) that frame paints. */
  framePaths?: string[];
  /** Share of visitors, relative to the other versions' weights (0 = only by QA override). */
  weight: number;
}
