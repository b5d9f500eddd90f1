/**
 * The remote manifest (GET /api/v1/remotes/manifest, file releases/manifest.json): per domain, the
 * stable version and the versions on offer with their remoteEntry.js URL and rollout weight.
 * The shell picks a version per domain by the visitor's sticky bucket and falls back to `stable`.
 * Inferred from ./responses.ts; front ends `import type { RemoteManifest } from '@jad/api/contract'`.
 */
import type { z } from 'zod';
import type * as r from './responses';

export type RemoteManifest = z.infer<typeof r.remoteManifest>;
export type RemoteDomain = z.infer<typeof r.remoteDomain>;
export type RemoteVersion = z.infer<typeof r.remoteVersion>;
