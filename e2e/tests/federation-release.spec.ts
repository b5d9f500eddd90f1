import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Releasing one remote is a build of that remote, a copy and a manifest update: the shell is not rebuilt.
const repo = path.resolve(__dirname, '../..');
const webRoot = process.env.E2E_WEB_ROOT as string;
const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync('node', [path.join(repo, 'scripts', script), ...args, '--web-root', webRoot], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
const shellFiles = () =>
  fs.readdirSync(path.join(webRoot, 'shell/dist')).sort().join(',') +
  fs.readFileSync(path.join(webRoot, 'shell/dist/index.html'), 'utf8');

test('a new version of one remote released at weight 100 is served without rebuilding the shell, and rolls back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stable = JSON.parse(fs.readFileSync(path.join(webRoot, 'releases/manifest.json'), 'utf8')).remotes.account
    .stable as string;
  const shellBefore = shellFiles();

  run('release-remote.mjs', ['mfe-account', '--version', '9.9.0-canary', '--weight', '100'], {
    JAD_BUILD_LABEL: 'canary',
  });
  const entries: string[] = [];
  page.on('request', (r) => r.url().includes('/remotes/') && entries.push(new URL(r.url()).pathname));
  await page.goto('/auth/signin');
  await expect(page.locator('[data-remote="account"][data-version]')).toHaveAttribute('data-version', '9.9.0-canary');
  expect(entries).toContain('/remotes/mfe-account/9.9.0-canary/remoteEntry.js');
  expect(shellFiles()).toBe(shellBefore);

  // The other domains are untouched: they still load their stable versions.
  await page.goto('/activities');
  await expect(page.locator('[data-remote="activities"][data-version]')).toBeVisible();

  run('rollback-remote.mjs', ['mfe-account']);
  await page.goto('/auth/signin');
  await expect(page.locator('[data-remote="account"][data-version]')).toHaveAttribute('data-version', stable);
});

test('a QA pin in the query loads that version for the tab', async ({ page }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'releases/manifest.json'), 'utf8'));
  const version = manifest.remotes.social.stable as string;
  await page.goto(`/feed?mf.social=${version}`);
  await expect(page.locator('[data-remote="social"][data-version]')).toHaveAttribute('data-version', version);
});
