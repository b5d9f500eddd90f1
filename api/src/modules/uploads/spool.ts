// Uploaded files go to a temporary folder on disk as they arrive, never whole into memory: each one is
// counted while it streams and cut off as soon as it passes its bound (the rest of the request is not
// read). The folder belongs to one request and is removed when that request is done, whatever happened.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Temporary folders are named `<os tmpdir>/jad-upload-XXXXXX`. */
export const SPOOL_PREFIX = 'jad-upload-';
/** Bytes kept in memory from the start of each file, for sniffing its type. */
const HEAD_BYTES = 4096;

export interface SpooledFile {
  path: string;
  size: number;
  /** The first bytes (up to 4 KB). */
  head: Buffer;
}

export class SpoolLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'SpoolLimitError';
  }
}

export interface Spool {
  readonly dir: string;
  /** Streams `source` to a new file; rejects with SpoolLimitError past `maxBytes` (the partial file is deleted with the folder). */
  write(source: Readable, maxBytes: number): Promise<SpooledFile>;
  /** Removes the folder and every file in it; safe to call more than once. */
  dispose(): Promise<void>;
}

export async function createSpool(root: string = tmpdir()): Promise<Spool> {
  const dir = await mkdtemp(join(root, SPOOL_PREFIX));
  let count = 0;
  return {
    dir,
    async write(source, maxBytes) {
      const path = join(dir, `${count++}.bin`);
      let size = 0;
      const headChunks: Buffer[] = [];
      let headSize = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > maxBytes) return done(new SpoolLimitError(maxBytes));
          if (headSize < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headSize));
            headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
          }
          done(null, chunk);
        },
      });
      await pipeline(source, meter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return { path, size, head: Buffer.concat(headChunks) };
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
