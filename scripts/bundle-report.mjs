#!/usr/bin/env node
// One copy of React, ReactDOM and MUI: the shell bundles exactly one of each and release builds of remotes
// bundle none (they take the shell's). Reads the dist/packages.json that every build writes.
// Usage: node scripts/bundle-report.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Remotes may keep fallback copies of MUI components (used only when the shell lacks one), nothing else.
// (react-router is not among them: each remote bundles the part it uses, shared-ui/mf/shared.js says why.)
const SINGLETONS = ['react', 'react-dom', '@emotion/react', 'i18next', 'zustand'];
const REMOTES = ['mfe-hotels', 'mfe-social', 'mfe-plans', 'mfe-activities', 'mfe-account'];
const problems = [];

const read = (app) => {
  const file = path.join(root, app, 'dist/packages.json');
  if (!fs.existsSync(file)) {
    problems.push(`${app}: no dist/packages.json (build it first)`);
    return {};
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

const shell = read('shell');
for (const name of ['react', 'react-dom', '@mui/material']) {
  const copies = shell[name]?.length ?? 0;
  console.log(`shell: ${name} × ${copies}`);
  if (copies !== 1) problems.push(`shell bundles ${copies} copies of ${name}`);
}
for (const remote of REMOTES) {
  const pkgs = read(remote);
  const own = SINGLETONS.filter((name) => pkgs[name]);
  console.log(`${remote}: bundles ${own.length ? own.join(', ') : 'no shared singleton'}`);
  if (own.length) problems.push(`${remote} bundles its own ${own.join(', ')}`);
}
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  if (process.argv.includes('--check')) process.exit(1);
}
