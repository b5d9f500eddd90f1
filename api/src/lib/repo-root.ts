import { existsSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root is the nearest folder, walking up from `start`, that holds lerna.json. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'lerna.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No lerna.json found above ${start}; run the api from inside the repository`);
    dir = parent;
  }
}
