import { z } from 'zod';
import type { RemoteManifest } from './types';

const version = z
  .object({
    version: z.string().min(1),
    url: z.string().min(1),
    frame: z.string().min(1).optional(),
    framePaths: z.array(z.string().startsWith('/')).optional(),
    weight: z.number().min(0),
  })
  .loose();

export const remoteManifestSchema = z
  .object({
    remotes: z.record(
      z.string(),
      z
        .object({ stable: z.string().min(1), versions: z.array(version).min(1) })
        .loose()
        .refine((d) => d.versions.some((v) => v.version === d.stable), 'stable must be one of versions'),
    ),
  })
  .loose() satisfies z.ZodType<RemoteManifest>;
