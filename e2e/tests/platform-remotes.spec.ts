import { expect, test } from '@playwright/test';
import { acceptCookieNotice, signInByApi, waitForShell } from './support/shell';

// Issue 2 item 8: the shell loads each remote on its route, without an error view.
const ROUTES = [
  { path: '/hotels', domain: 'hotels' },
  { path: '/feed', domain: 'social' },
  { path: '/activities', domain: 'activities' },
  { path: '/plans', domain: 'plans' }, // needs a session: the test signs in first
  { path: '/auth/signin', domain: 'account' },
] as const;

test.beforeEach(async ({ context }) => acceptCookieNotice(context));

for (const { path, domain } of ROUTES) {
  test(`${path} mounts the ${domain} remote`, async ({ page }) => {
    if (domain === 'plans') await signInByApi(page);
    await page.goto(path);
    await expect(page.locator(`main [data-remote="${domain}"][data-version]`).first()).toBeAttached();
    await expect(page.getByText(/section could not be loaded/)).toHaveCount(0);
  });
}

test('the first load of / fetches no remote, and scrolling down mounts the home sections', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/remotes/')) remoteRequests.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(remoteRequests).toEqual([]);

  await page.mouse.wheel(0, 900);
  await expect(page.locator('[data-section="activities"] [data-remote="activities"]')).toBeAttached();
  expect(remoteRequests.some((u) => u.includes('/remotes/mfe-activities/'))).toBe(true);
});

test('moving between pages keeps the frame and follows the history', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.locator('main [data-remote="activities"]')).toBeAttached();
  await expect(page.getByTestId('footer')).toHaveCount(0); // spec §2: no footer on /activities
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('footer')).toBeVisible();
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About JAD Travel' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
});
