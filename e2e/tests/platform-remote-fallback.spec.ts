import { expect, test } from '@playwright/test';
import { acceptCookieNotice, waitForShell } from './support/shell';

// Issue 2 items 2, 3 and 8: a remote whose entry cannot be fetched shows the fallback with Retry, the shell and
// the other remotes keep working, and Retry recovers once the entry is reachable again.
test('a failing social remote falls back with Retry while activities still works, and Retry recovers', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await acceptCookieNotice(context);
  const entry = '**/remotes/mfe-social/**/remoteEntry.js';
  await page.route(entry, (route) => route.abort());

  await page.goto('/feed');
  await waitForShell(page);
  const fallback = page.getByRole('alert').filter({ hasText: 'The feed section could not be loaded.' });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByTestId('navbar')).toBeVisible();

  // Another domain loads normally in the same page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page.locator('main [data-remote="activities"][data-version]')).toBeAttached();
  await expect(page.getByText(/section could not be loaded/)).toHaveCount(0);

  // Back on the feed it still fails until the entry is reachable; then Retry mounts it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await page.unroute(entry);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('main [data-remote="social"][data-version]')).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText(/section could not be loaded/)).toHaveCount(0);
});
