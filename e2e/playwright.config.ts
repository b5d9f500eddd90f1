import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The journeys run against the production build served by the api on its own port, from a private copy of
// the web root, so release tests can publish versions without touching the checkout's releases/.
const repo = path.resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8091);
if (!process.env.E2E_WEB_ROOT) {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'jad-e2e-'));
  fs.cpSync(path.join(repo, 'shell/dist'), path.join(webRoot, 'shell/dist'), { recursive: true });
  fs.cpSync(path.join(repo, 'releases'), path.join(webRoot, 'releases'), { recursive: true });
  process.env.E2E_WEB_ROOT = webRoot;
  // Only the process that made the copy removes it (workers inherit E2E_WEB_ROOT and skip this block).
  process.on('exit', () => fs.rmSync(webRoot, { recursive: true, force: true }));
}
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??= path.join(repo, 'reports/e2e.json');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repo, 'reports/e2e-artifacts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The shell's service worker answers navigations from its cache (one index.html, status 200) and its own requests
    // are not routed by Playwright, so journeys run without it; the pwa specs turn it on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_API_FROM_SOURCE=1 runs the api from source (tsx) while developing; CI runs the built server.
    command: process.env.E2E_API_FROM_SOURCE
      ? `npx tsx ${path.join(repo, 'api/src/server.ts')}`
      : `node ${path.join(repo, 'api/dist/server.js')}`,
    url: `http://127.0.0.1:${port}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      // Production mode seeds nothing by default; the journeys sign in as the demo people.
      SEED_DEMO: 'true',
      WEB_ROOT: process.env.E2E_WEB_ROOT,
      ID_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      // The journeys read e-mailed codes from the dev outbox; never set on a real deployment.
      DEV_OUTBOX: 'true',
      // As behind nginx: the client's address from X-Forwarded-For, which each new member's sign-up sets to one of its
      // own (support/sign-up.ts; sign-up is rate-limited per address).
      TRUST_PROXY: 'true',
      // One access line per request is the production log; the journeys' output keeps warnings and errors only.
      LOG_LEVEL: 'warn',
    },
  },
});
