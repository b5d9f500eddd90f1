#!/usr/bin/env node
// Reports the JavaScript a first visit downloads, gzip-compressed, per page (budget for /: 250 KB).
// Usage: node scripts/first-load.mjs [--url http://127.0.0.1:8080] [--path / --path /feed …] [--json reports/first-load.json]
// Needs a running server (npm start) and Chromium (CHROMIUM_PATH or /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const values = args.flatMap((a, i) => (a === `--${name}` ? [args[i + 1]] : []));
  return values.length ? values : fallback;
};
const base = arg('url', ['http://127.0.0.1:8080'])[0];
const paths = arg('path', ['/']);
const out = arg('json', [null])[0];
const BUDGET = 250 * 1024;

/** Loads one page in a fresh browser context and returns the JS it fetched, gzip-sized. */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) files.push({ url: new URL(response.url()).pathname, bytes: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  return { url, gzip: files.reduce((s, f) => s + f.gzip, 0), bytes: files.reduce((s, f) => s + f.bytes, 0), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  for (const p of paths) {
    const r = await measureFirstLoad(browser, new URL(p, base).href);
    results.push({ path: p, ...r });
    const verdict = p === '/' ? (r.gzip <= BUDGET ? 'within' : 'OVER') + ' the 250 KB budget' : '';
    console.log(`${p}: ${(r.gzip / 1024).toFixed(1)} KB gzip JS in ${r.files.length} files (${(r.bytes / 1024).toFixed(0)} KB raw) ${verdict}`);
  }
  await browser.close();
  if (out) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(results, null, 2));
  }
}
