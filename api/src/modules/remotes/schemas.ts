import { z } from 'zod';
import { remoteDomain, remoteVersion } from './responses';

/** A manifest file as read: the answer's shape, tolerant of keys a newer release may add, with stable among versions. */
export const remoteManifestSchema = z
  .object({
    remotes: z.record(
      z.string(),
      remoteDomain
        .extend({ versions: z.array(remoteVersion.loose()).min(1) })
        .loose()
        .refine((d) => d.versions.some((v) => v.version === d.stable), 'stable must be one of versions'),
    ),
  })
  .loose();
