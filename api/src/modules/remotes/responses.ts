// zod schema of the remote manifest as GET /remotes/manifest answers it, and the source of ./types.ts.
import { z } from 'zod';

export const remoteVersion = z.object({
  version: z.string().min(1),
  /** URL of the version's remoteEntry.js, e.g. `/remotes/mfe-hotels/1.4.0/remoteEntry.js`. */
  url: z.string().min(1),
  /** URL of the version's first frame script (frame.js: its page painted before the app has loaded), if it has one. */
  frame: z.string().min(1).optional(),
  /** The pages (paths) that frame paints. */
  framePaths: z.array(z.string().startsWith('/')).optional(),
  /** Share of visitors, relative to the other versions' weights (0 = only by QA override). */
  weight: z.number().min(0),
});

export const remoteDomain = z.object({
  /** A version listed in `versions`; the fallback when the chosen version fails to load. */
  stable: z.string().min(1),
  versions: z.array(remoteVersion).min(1),
});

export const remoteManifest = z.object({ remotes: z.record(z.string(), remoteDomain) });
