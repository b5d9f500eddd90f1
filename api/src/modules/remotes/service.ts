import { readFile, stat } from 'node:fs/promises';
import { unavailable } from '../../lib/domain-error';
import { remoteManifestSchema } from './schemas';
import type { RemoteManifest } from './types';

export interface ManifestSource {
  /** The manifest, re-read only when the file's modification time or size changes. */
  read(): Promise<RemoteManifest>;
}

/** A release replaces manifest.json atomically (write + rename), so a changed mtime means a new manifest. */
export function createManifestSource(file: string): ManifestSource {
  let cached: { mtimeMs: number; size: number; manifest: RemoteManifest } | undefined;
  return {
    async read() {
      let info;
      try {
        info = await stat(file);
      } catch {
        throw unavailable('manifest_unavailable');
      }
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.manifest;
      let manifest: RemoteManifest;
      try {
        manifest = remoteManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      } catch {
        // Keep serving the last good manifest if a release wrote a broken one.
        if (cached) return cached.manifest;
        throw unavailable('manifest_unavailable');
      }
      cached = { mtimeMs: info.mtimeMs, size: info.size, manifest };
      return manifest;
    },
  };
}
