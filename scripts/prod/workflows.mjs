#!/usr/bin/env node
// Writes the generated CI workflows into .github/workflows/ (or, with --check, fails when they differ).
//   node scripts/prod/workflows.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allWorkflows } from './workflows-lib.mjs';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.github/workflows');
const check = process.argv.includes('--check');
let stale = 0;
fs.mkdirSync(dir, { recursive: true });
for (const [file, content] of Object.entries(allWorkflows())) {
  const target = path.join(dir, file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    console.error(`${file} is not what scripts/prod/workflows-lib.mjs generates`);
    stale += 1;
  } else {
    fs.writeFileSync(target, content);
    console.log(`wrote .github/workflows/${file}`);
  }
}
process.exitCode = stale ? 1 : 0;
