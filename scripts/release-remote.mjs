#!/usr/bin/env node
// Usage: node scripts/release-remote.mjs mfe-activities [--version 1.1.0] [--weight 10 | --stable] [--no-build]
//        [--web-root DIR]
// Builds one remote, publishes it as a version and updates the manifest. Touches nothing else.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DOMAIN_OF,
  parseArgs,
  publishBuild,
  readManifest,
  withRelease,
  writeManifestAtomically,
} from './release-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
const name = args._[0];
const domain = DOMAIN_OF[name];
if (!domain) {
  console.error(
    `usage: release-remote.mjs <${Object.keys(DOMAIN_OF).join('|')}> [--version V] [--weight N | --stable] [--no-build]`,
  );
  process.exit(2);
}
const pkgDir = path.join(root, name);
const version = String(args.version ?? JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version);
if (!/^[\w.-]{1,40}$/.test(version)) throw new Error(`bad version ${version}`);
const webRoot = path.resolve(String(args['web-root'] ?? process.env.WEB_ROOT ?? root));

if (!args['no-build']) execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: pkgDir, stdio: 'inherit' });
publishBuild(path.join(pkgDir, 'dist'), path.join(webRoot, 'releases', 'remotes', name, version));
const manifestFile = path.join(webRoot, 'releases', 'manifest.json');
const weight = args.weight === undefined ? undefined : Number(args.weight);
const frameInfo = path.join(pkgDir, 'dist', 'frame.json');
const framePaths = fs.existsSync(frameInfo) ? JSON.parse(fs.readFileSync(frameInfo, 'utf8')).paths : undefined;
const next = withRelease(readManifest(manifestFile), {
  domain,
  name,
  version,
  weight,
  stable: Boolean(args.stable),
  framePaths,
});
writeManifestAtomically(manifestFile, next);
console.log(`released ${name}@${version} → ${JSON.stringify(next.remotes[domain])}`);
