import type { Domain } from '@/app/domains';

/** The remote manifest served at /api/v1/remotes/manifest (see api/src/modules/remotes/types.ts). */
export interface RemoteVersion {
  version: string;
  url: string;
  weight: number;
}
export interface RemoteManifest {
  remotes: Partial<Record<Domain, { stable: string; versions: RemoteVersion[] }>>;
}

let pending: Promise<RemoteManifest> | null = null;

/** Fetched once per page; a failure is retried on the next call. */
export function fetchManifest(): Promise<RemoteManifest> {
  pending ??= fetch('/api/v1/remotes/manifest', { credentials: 'same-origin', cache: 'no-store' })
    .then((res) => {
      if (!res.ok) throw new Error(`manifest: HTTP ${res.status}`);
      return res.json() as Promise<RemoteManifest>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
