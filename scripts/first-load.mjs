#!/usr/bin/env node
// Reports the JavaScript a first visit downloads, gzip-compressed, per page (budget for /: 250 KB).
// Usage: node scripts/first-load.mjs [--url http://127.0.0.1:8080] [--path / --path /feed …] [--lang en --lang ar]
//        [--json reports/first-load.json]
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
const langs = arg('lang', ['en']);
const BUDGET = 250 * 1024;

/** Loads one page in a fresh browser context and returns the JS it fetched, gzip-sized. */
export async function measureFirstLoad(browser, url, lang = 'en') {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: lang, domain: new URL(url).hostname, path: '/' }]);
  const page = await context.newPage();
  const files = [];
  const reads = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    // Every body read is awaited below: on a busy machine some finish after networkidle.
    reads.push(
      response
        .body()
        .then((body) =>
          files.push({
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzip: zlib.gzipSync(body, { level: 9 }).length,
          }),
        )
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main#main').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await Promise.all(reads);
  await context.close();
  return { url, gzip: files.reduce((s, f) => s + f.gzip, 0), bytes: files.reduce((s, f) => s + f.bytes, 0), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  for (const lang of langs) {
    for (const p of paths) {
      const r = await measureFirstLoad(browser, new URL(p, base).href, lang);
      results.push({ path: p, lang, ...r });
      const verdict = p === '/' ? (r.gzip <= BUDGET ? 'within' : 'OVER') + ' the 250 KB budget' : '';
      console.log(
        `${p} (${lang}): ${(r.gzip / 1024).toFixed(1)} KB gzip JS in ${r.files.length} files (${(r.bytes / 1024).toFixed(0)} KB raw) ${verdict}`,
      );
    }
  }
  await browser.close();
  if (out) {
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(results, null, 2));
  }
}
