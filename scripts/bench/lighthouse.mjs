#!/usr/bin/env node
// Lighthouse (the npm package) driving Debian's Chromium: mobile performance, accessibility and best
// practices per page. The package is not a dependency yet (see scripts/bench/README.md): without it this
// reports `missing` instead of failing.
//   node scripts/bench/lighthouse.mjs --url http://127.0.0.1:8180 [--path / --path /feed …]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** Loads the package if it is installed. */
export async function loadLighthouse() {
  try {
    return (await import('lighthouse')).default;
  } catch {
    return null;
  }
}

/** Starts Chromium with a DevTools port for Lighthouse to drive; resolves once the port is known. */
export async function startChromium(executable) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-lighthouse-'));
  const child = spawn(
    executable,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${text}`)), 20_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${text}`)));
  });
  return {
    port,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Scores (0–100) per page, or `{ missing: true }` when the lighthouse package is not installed.
 * Lighthouse's default settings are the mobile ones (emulated phone, simulated slow 4G and CPU slowdown).
 */
export async function runLighthouse(baseUrl, paths, { chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const lighthouse = await loadLighthouse();
  if (!lighthouse) return { missing: true, pages: [] };
  const browser = await startChromium(chromium);
  const pages = [];
  try {
    for (const p of paths) {
      const url = new URL(p, baseUrl).href;
      const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, formFactor: 'mobile' });
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((result?.lhr.categories[c]?.score ?? NaN) * 100)]));
      const failing = Object.values(result?.lhr.audits ?? {})
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
        .map((a) => a.id);
      pages.push({ path: p, scores, failing: failing.slice(0, 12) });
    }
  } finally {
    await browser.close();
  }
  return { missing: false, pages };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const values = (name) => args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
  const base = values('url')[0] ?? 'http://127.0.0.1:8180';
  const paths = values('path').length ? values('path') : ['/', '/activities', '/feed', '/hotels'];
  const report = await runLighthouse(base, paths);
  if (report.missing) {
    console.error('lighthouse is not installed: add "lighthouse": "~12.8.2" to the root devDependencies (see scripts/bench/README.md)');
    process.exitCode = 1;
  } else {
    for (const page of report.pages) console.log(`${page.path}: ${CATEGORIES.map((c) => `${c} ${page.scores[c]}`).join(', ')}`);
  }
}
