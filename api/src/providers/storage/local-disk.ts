import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type StorageProvider } from './types';

/** Files under `root` (default `<repo root>/.data/uploads`), served by the api at `publicPath` (/media). */
export function createLocalDiskStorage(options: { root: string; publicPath?: string }): StorageProvider {
  const root = path.resolve(options.root);
  const publicPath = (options.publicPath ?? '/media').replace(/\/$/, '');
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(root, key);
    // The key pattern already forbids escaping; this is the belt to its braces.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return file;
  };

  return {
    name: 'local-disk',
    url(key) {
      assertStorageKey(key);
      return `${publicPath}/${key}`;
    },
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
      return { key, url: `${publicPath}/${key}` };
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
