#!/usr/bin/env node
// Usage: node scripts/rollback-remote.mjs mfe-activities [--to 1.0.0] [--web-root DIR]
// Sends all visitors of one domain back to its stable version (or to --to, which becomes stable).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN_OF, parseArgs, readManifest, withRollback, writeManifestAtomically } from './release-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = parseArgs(process.argv.slice(2));
const domain = DOMAIN_OF[args._[0]];
if (!domain) {
  console.error(`usage: rollback-remote.mjs <${Object.keys(DOMAIN_OF).join('|')}> [--to VERSION]`);
  process.exit(2);
}
const webRoot = path.resolve(String(args['web-root'] ?? process.env.WEB_ROOT ?? root));
const file = path.join(webRoot, 'releases', 'manifest.json');
const next = withRollback(readManifest(file), { domain, to: args.to === undefined ? undefined : String(args.to) });
writeManifestAtomically(file, next);
console.log(`rolled back ${args._[0]} → ${JSON.stringify(next.remotes[domain])}`);
