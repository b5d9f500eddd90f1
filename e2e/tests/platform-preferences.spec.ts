import { expect, test, type Page } from '@playwright/test';
import {
  acceptCookieNotice,
  backgroundLuminance,
  DEMO_USER,
  openAccountMenu,
  setPreferences,
  signInByApi,
  waitForShell,
} from './support/shell';

// Issue 2 item 8: Arabic mirrors the layout, dark theme applies, the currency survives a reload.
test.beforeEach(async ({ context }) => acceptCookieNotice(context));

test('choosing Arabic sets html[dir=rtl][lang=ar] and mirrors the layout', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const width = page.viewportSize()!.width;
  const logoBefore = await page.getByTestId('navbar').getByTestId('logo').boundingBox();
  expect(logoBefore!.x + logoBefore!.width / 2).toBeLessThan(width / 2);

  await openAccountMenu(page);
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: /Language/ }).click()]);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اكتشف دبي على طريقتك');
  const logo = await page.getByTestId('navbar').getByTestId('logo').boundingBox();
  expect(logo!.x + logo!.width / 2).toBeGreaterThan(width / 2); // the logo moved to the right
  const account = await page.getByTestId('account-button').boundingBox();
  expect(account!.x).toBeLessThan(width / 2); // and the account button to the left
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
});

test('the dark theme applies to the page', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.5);
  await openAccountMenu(page);
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'Dark mode' }).click()]);
  await waitForShell(page);
  await expect.poll(() => backgroundLuminance(page, 'body')).toBeLessThan(0.05);
  await expect.poll(() => backgroundLuminance(page, '[data-testid="navbar"]')).toBeLessThan(0.05);
  expect((await page.context().cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
});

test('the currency choice survives a reload', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: /Currency/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your currency' });
  await expect(picker.locator('[data-currency]')).toHaveCount(10);
  await expect(picker.locator('[data-currency="USD"]')).toHaveAttribute('aria-current', 'true'); // default
  await Promise.all([page.waitForEvent('load'), picker.locator('[data-currency="EUR"]').click()]);
  expect((await page.context().cookies()).find((c) => c.name === 'jad_cur')?.value).toBe('EUR');

  await page.reload();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: /Currency/ })).toContainText('EUR');
  await page.getByRole('menuitem', { name: /Currency/ }).click();
  await expect(page.getByRole('dialog').locator('[data-currency="EUR"]')).toHaveAttribute('aria-current', 'true');
});

test('a signed-in member: the saved language wins, and the bell opens the drawer from the side of the language', async ({
  page,
  baseURL,
}) => {
  await signInByApi(page, DEMO_USER);
  await savePreference(page, { language: 'en' });
  // This browser's cookie says Arabic; the member's saved English wins once the session is loaded.
  await setPreferences(page.context(), baseURL as string, { lang: 'ar' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en');

  const width = page.viewportSize()!.width;
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round(rightEdge(await drawer.boundingBox()))).toBe(width);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // In Arabic it comes in from the left.
  await savePreference(page, { language: 'ar' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  const drawerAr = page.getByRole('dialog', { name: 'الإشعارات' });
  await expect(drawerAr).toBeVisible();
  await expect.poll(async () => Math.round((await drawerAr.boundingBox())?.x ?? -1)).toBe(0);
});

const rightEdge = (box: { x: number; width: number } | null) => (box ? box.x + box.width : -1);

/** PUT /users/prefrences as the signed-in member (a cookie session needs its CSRF token). */
async function savePreference(page: Page, body: { language?: 'en' | 'ar'; is_dark_mode?: boolean }): Promise<void> {
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { csrfToken: string };
  const res = await page.request.put('/api/v1/users/prefrences', {
    data: body,
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(res.status()).toBe(200);
}
