// Bundles the api into dist/server.js. Dependencies stay external (resolved from node_modules at run
// time), so the bundle holds only our code and PGlite's wasm files are found where npm put them.
// The demo seed (dist/seed.js, its data files inlined) and the demo pictures (dist/demo-media.js) are
// bundles of their own: server.js imports them by path, at run time, only when the demo is on.
// `node build.mjs --outdir <dir>` builds elsewhere and writes <dir>/meta.json (the bundle test uses it).
import { build } from 'esbuild';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(here, 'dist');

/** Bundle name → entry. Only server.js always runs; the others are loaded by dynamic import. */
const ENTRIES = {
  server: 'src/server.ts',
  seed: 'src/db/seed/index.ts',
  'demo-media': 'src/providers/demo-media/demo.ts',
};
const entryByFile = new Map(Object.entries(ENTRIES).map(([name, file]) => [path.join(here, file), name]));

function resolveTs(from) {
  return [`${from}.ts`, path.join(from, 'index.ts'), from].find((f) => f.endsWith('.ts') && existsSync(f));
}

/** A dynamic import of another entry stays an import of its bundle (`./seed.js`) instead of being inlined. */
const separateEntries = {
  name: 'separate-entries',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const name = entryByFile.get(resolveTs(path.resolve(args.resolveDir, args.path)) ?? '');
      return name ? { path: `./${name}.js`, external: true } : undefined;
    });
  },
};

const result = await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(here, file)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [separateEntries],
  sourcemap: true,
  metafile: outdirArg > 0,
  logLevel: outdirArg > 0 ? 'warning' : 'info',
});
if (result.metafile) writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
