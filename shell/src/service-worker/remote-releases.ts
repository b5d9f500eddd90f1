// Which remote releases the service worker precaches, and which cached remote files are left over from older ones
// (sw.ts). Pure functions of the remote manifest (`GET /api/v1/remotes/manifest`), tested in remote-releases.test.ts.

/** The part of the remote manifest read here (shell/src/features/remotes/manifest.ts has the whole shape). */
export interface ManifestLike {
  remotes: Record<string, { stable: string; versions: Array<{ version: string; url: string; weight: number }> }>;
}

/** Each release's file list, beside its remoteEntry.js (written by scripts/release-lib.mjs at release time). */
export const PRECACHE_FILE = 'precache.json';

/**
 * The folders (`/remotes/<mfe>/<version>/`) of the versions a visitor can be given now: each domain's stable
 * version and any canary with a share of visitors. Sorted, so the same set is the same key.
 */
export function currentReleaseFolders(manifest: ManifestLike): string[] {
  const folders = new Set<string>();
  for (const entry of Object.values(manifest.remotes ?? {})) {
    for (const v of entry.versions ?? []) {
      if (v.version !== entry.stable && !(v.weight > 0)) continue;
      const folder = v.url.slice(0, v.url.lastIndexOf('/') + 1);
      if (/^\/remotes\/[^/]+\/[^/]+\/$/.test(folder)) folders.add(folder);
    }
  }
  return [...folders].sort();
}

/** A release's files as URLs under its folder; names that would leave the folder are dropped. */
export function releaseFileUrls(folder: string, list: unknown): string[] {
  const files = (list as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return [];
  return files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+$/.test(f)).map((f) => folder + f);
}

/** A cached remote file of a version no longer given to anyone: dropped when a new release is picked up. */
export function isOutdatedRemoteFile(pathname: string, current: readonly string[]): boolean {
  return pathname.startsWith('/remotes/') && !current.some((folder) => pathname.startsWith(folder));
}
