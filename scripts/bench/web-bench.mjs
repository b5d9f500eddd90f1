// The front-end benchmark through nginx (the production topology): first-load JS per page (gzip) and
// Lighthouse mobile scores.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import zlib from 'node:zlib';
import { freePort } from '../prod/topology-lib.mjs';
import { medianLighthouse } from './bench-lib.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { signIn, signedInPages } from './signed-in.mjs';

export const PAGES = ['/', '/activities', '/feed', '/hotels'];
/** The remote that renders each page: its measurement waits until that remote has mounted. */
const REMOTE_OF = { '/activities': 'activities', '/feed': 'social', '/hotels': 'hotels' };

/**
 * The JavaScript a fresh visit downloads, gzip-sized (as scripts/first-load.mjs counts it), once the page's
 * remote has mounted: "network idle" alone can come before the manifest answers on a busy machine.
 */
async function firstLoadJs(browser, url, remote, cookies) {
  const context = await browser.newContext();
  if (cookies) await context.addCookies(cookies.map((c) => ({ ...c, url: new URL('/', url).href })));
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const body = await response.body().catch(() => null);
    if (body) files.push({ url: new URL(response.url()).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let mounted = true;
  if (remote) {
    const outlet = page.locator(`[data-remote="${remote}"][data-version]`).first();
    mounted = await outlet.waitFor({ timeout: 30_000 }).then(
      async () => (await outlet.getAttribute('data-fell-back')) !== 'true',
      () => false,
    );
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return { gzipKb: files.reduce((n, f) => n + f.gzip, 0) / 1024, files: files.length, mounted };
}
const log = (m) => console.error(`[bench] ${m}`);

/** Runs scripts/prod/topology.mjs with a private runtime folder, database and ports. */
async function topology(repo) {
  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-bench-web-'));
  const env = {
    ...process.env,
    JAD_PROD_DIR: runtimeDir,
    JAD_PROD_PORT: String(await freePort()),
    JAD_API_PORTS: `${await freePort()},${await freePort()}`,
    JAD_PROD_DB: 'jad_bench_web',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  const run = (...args) => {
    const r = spawnSync(process.execPath, [path.join(repo, 'scripts/prod/topology.mjs'), ...args], {
      env,
      encoding: 'utf8',
      timeout: 240_000,
    });
    if (r.status !== 0) throw new Error(`topology ${args[0]}: ${r.stderr}`);
    return r.stdout;
  };
  const state = JSON.parse(run('start', '--fresh').trim().split('\n').pop());
  return {
    url: state.url,
    stop() {
      try {
        run('stop', '--drop-db');
      } finally {
        fs.rmSync(runtimeDir, { recursive: true, force: true });
      }
    },
  };
}

export async function runWebBench({ repo, chromiumPath, lighthouseRuns = 3 }) {
  const topo = await topology(repo);
  try {
    log(`first-load JS through nginx at ${topo.url}`);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    });
    // The member's pages and the detail pages, as the demo member (ids found through the api now).
    log('signing in the demo member');
    const session = await signIn(topo.url);
    const memberPages = await signedInPages(session.api);
    const firstLoad = [];
    try {
      for (const page of PAGES) {
        firstLoad.push({ path: page, ...(await firstLoadJs(browser, new URL(page, topo.url).href, REMOTE_OF[page])) });
      }
      for (const page of memberPages) {
        const url = new URL(page.path, topo.url).href;
        firstLoad.push({ ...page, signedIn: true, ...(await firstLoadJs(browser, url, page.remote, session.cookies)) });
      }
    } finally {
      await browser.close();
    }
    // Total Blocking Time moves from run to run on a 2-core machine: the table shows the median of several runs.
    const reports = [];
    for (let run = 1; run <= lighthouseRuns; run++) {
      log(`Lighthouse (mobile), run ${run} of ${lighthouseRuns}`);
      const visitor = await runLighthouse(topo.url, PAGES, { chromium: chromiumPath });
      if (visitor.missing) {
        reports.push(visitor);
        break;
      }
      // A browser of its own with the member's session cookie in its profile.
      const member = await runLighthouse(
        topo.url,
        memberPages.map((p) => p.path),
        { chromium: chromiumPath, cookies: session.cookies },
      );
      reports.push({ missing: false, pages: [...visitor.pages, ...member.pages] });
    }
    const lighthouse = medianLighthouse(reports);
    return { firstLoad, lighthouse };
  } finally {
    topo.stop();
  }
}

/** The front-end table of the README. */
export function formatWebTable(web, meta) {
  const lh = new Map(web.lighthouse.pages.map((p) => [p.path, p.scores]));
  const range = new Map(web.lighthouse.pages.map((p) => [p.path, p.range]));
  // The median of the runs, and its spread when the runs disagreed.
  const score = (p, c) => {
    if (web.lighthouse.missing) return 'not run¹';
    const value = lh.get(p)?.[c];
    const [low, high] = range.get(p)?.[c] ?? [value, value];
    return value === undefined ? '–' : low === high ? String(value) : `${value} (${low}–${high})`;
  };
  const lines = [
    `Run ${meta.date} · ${meta.machine} · through nginx (scripts/prod/topology.mjs), demo data · Lighthouse mobile defaults (emulated phone, simulated slow 4G), median of ${web.lighthouse.runs ?? 1} runs (lowest–highest)`,
    '',
    '| page | first-load JS, gzip | files | performance | accessibility | best practices |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const f of web.firstLoad) {
    const budget = f.path === '/' ? (f.gzipKb <= 250 ? ' (≤ 250 ✓)' : ' (**> 250**)') : '';
    const warn = f.mounted === false ? ' (**remote did not mount**)' : '';
    const who = f.signedIn ? ' (signed in)' : '';
    lines.push(
      `| \`${f.label ?? f.path}\`${who}${warn} | ${f.gzipKb.toFixed(1)} KB${budget} | ${f.files} | ${score(f.path, 'performance')} | ${score(f.path, 'accessibility')} | ${score(f.path, 'best-practices')} |`,
    );
  }
  lines.push(
    '',
    'Targets (design §6): first load of `/` ≤ 250 KB gzip; performance ≥ 95 and accessibility 100 on the main pages. "Signed in": as the demo member (sara), the session cookie set in the browser profile before the runs and the cookie notice accepted; ids found through the api at bench time.',
  );
  if (web.lighthouse.missing)
    lines.push(
      '',
      '¹ The `lighthouse` package is not installed: add `"lighthouse": "~12.8.2"` to the root devDependencies (13.x needs Node ≥ 22.19), then run again.',
    );
  return lines.join('\n');
}
