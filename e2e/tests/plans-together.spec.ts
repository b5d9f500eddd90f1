import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';
import { csrfOf, createPlan } from './support/api';
import { signUpByApi, type SignedInAnswer } from './support/sign-up';

// Plans together (issue 22 item 2) in two browsers: the owner invites by username, the editor adds an activity on
// their page, the owner sees it appear without reloading; both show as present on both pages. The cross-instance
// part (two api instances, Redis) is api/src/modules/plans/plans-together-instances.test.ts. Screenshots of the
// shared plan with two people present go to SHOTS (en/ar × light/dark, desktop and phone) when it is set.
const SHOTS = process.env.PLANS_TOGETHER_SHOTS ? path.resolve(process.env.PLANS_TOGETHER_SHOTS) : null;

async function person(browser: Browser, baseURL: string, first: string): Promise<{ page: Page; me: SignedInAnswer }> {
  const context = await browser.newContext();
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL, { lang: 'en', theme: 'light', currency: 'AED' });
  const page = await context.newPage();
  const me = await signUpByApi(page.request, {
    email: `together-${first.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'planning this trip together',
    first_name: first,
    last_name: 'Traveller',
  });
  return { page, me };
}

const presentNames = (page: Page) =>
  page
    .getByTestId('plan-presence')
    .locator('[data-username]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-username')).sort());

test('the owner invites an editor; the editor adds an activity; the owner sees it live; both are present', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const owner = await person(browser, baseURL as string, 'Maryam');
  const editor = await person(browser, baseURL as string, 'Khalid');
  const pid = await createPlan(owner.page.request, { name: 'Our Dubai week', days: 2 });
  const url = `/plan?pid=${encodeURIComponent(pid)}`;

  // The owner invites Khalid by username from the People dialog, as an editor.
  await owner.page.goto(url);
  await waitForShell(owner.page);
  await owner.page.getByTestId('plan-people').click();
  const dialog = owner.page.getByRole('dialog');
  await dialog.getByLabel('Invite by username').fill(editor.me.user.username);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByTestId('plan-member')).toHaveCount(2);
  await expect(dialog.getByTestId('plan-member').nth(1)).toContainText(`@${editor.me.user.username}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Khalid opens the plan: he may edit it, and both people show as present on both pages.
  await editor.page.goto(url);
  await waitForShell(editor.page);
  await expect(editor.page.getByTestId('plan-my-role')).toHaveText('You can edit this plan');
  const both = [owner.me.user.username, editor.me.user.username].sort();
  await expect.poll(() => presentNames(owner.page)).toEqual(both);
  await expect.poll(() => presentNames(editor.page)).toEqual(both);

  // Khalid adds a museum to day 1 on his page; Maryam's page shows it without a reload.
  const ownerDay = owner.page.getByTestId('plan-day').first();
  const before = await ownerDay.getByTestId('plan-item').count();
  const editorDay = editor.page.getByTestId('plan-day').first();
  await editorDay.getByTestId('add-activity').click();
  const add = editor.page.getByRole('dialog');
  await add.getByTestId('add-search').fill('Museum');
  await expect(add.getByTestId('add-option').first()).toBeVisible();
  const onDay1 = await editorDay.getByTestId('plan-item').locator('h4').allTextContents();
  const options = add.getByTestId('add-option');
  let pick = -1;
  for (let i = 0; i < (await options.count()); i++) {
    const name = (await options.nth(i).locator('p').first().textContent()) ?? '';
    if (!onDay1.includes(name)) {
      pick = i;
      break;
    }
  }
  expect(pick).toBeGreaterThanOrEqual(0);
  const picked = (await options.nth(pick).locator('p').first().textContent()) ?? '';
  await options.nth(pick).getByRole('button').click();
  await expect(editorDay.getByTestId('plan-item')).toHaveCount(before + 1);
  // The stream carries the new version; the owner's page refetches (no navigation happened on it).
  await expect(ownerDay.getByTestId('plan-item')).toHaveCount(before + 1);
  await expect(ownerDay.getByTestId('plan-item').locator('h4', { hasText: picked })).toHaveCount(1);

  if (SHOTS) {
    for (const lang of ['en', 'ar'] as const)
      for (const theme of ['light', 'dark'] as const)
        for (const [device, size] of [
          ['desktop', { width: 1280, height: 900 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await setPreferences(owner.page.context(), baseURL as string, { lang, theme, currency: 'AED' });
          // A signed-in page follows the account's own language and theme.
          const saved = await owner.page.request.put('/api/v1/users/preferences', {
            headers: { 'x-csrf-token': await csrfOf(owner.page.request) },
            data: { language: lang, is_dark_mode: theme === 'dark' },
          });
          expect(saved.status()).toBe(200);
          await owner.page.setViewportSize(size);
          await owner.page.reload();
          await waitForShell(owner.page);
          await expect.poll(() => presentNames(owner.page)).toEqual(both);
          await owner.page.screenshot({ path: path.join(SHOTS, `together-${lang}-${theme}-${device}.png`) });
        }
    await owner.page.getByTestId('plan-people').click();
    await owner.page.screenshot({ path: path.join(SHOTS, 'together-people-dialog-ar-dark-phone.png') });
  }
  await owner.page.context().close();
  await editor.page.context().close();
});
