import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookieNotice, DEMO_USER, setPreferences, signInByApi, waitForShell } from './support/shell';
import { csrfOf, createPlan } from './support/api';
import { signUpByApi } from './support/sign-up';

// The plan page's details (issue 22 item 5) in a real browser: reorder inside a day by dragging and by the keyboard,
// Undo after remove, and the owner's name (not "Built by you") on a plan someone else shared. Screenshots of the
// day with its arrows go to reports/pwa/.

// Nothing here needs the shell's service worker (pwa-offline.spec.ts covers it): no worker, no install traffic.
test.use({ serviceWorkers: 'block' });

const SHOTS = path.resolve(__dirname, '../../reports/pwa');
async function member(page: Page, first: string): Promise<void> {
  await signUpByApi(page.request, {
    email: `details-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a day in the right order',
    first_name: first,
    last_name: 'Planner',
  });
}

const idsOf = (page: Page) =>
  page
    .getByTestId('plan-day')
    .first()
    .getByTestId('plan-item')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id') as string));

test('reorder a day by keyboard and by drag, undo a removal, and the owner named on a shared plan', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookieNotice(page.context());
  await setPreferences(page.context(), baseURL as string, { lang: 'en', theme: 'light', currency: 'AED' });
  await member(page, 'Layla');
  const pid = await createPlan(page.request, { name: 'Details trip' });
  await page.goto(`/plan?pid=${encodeURIComponent(pid)}`);
  await waitForShell(page);
  const day = page.getByTestId('plan-day').first();
  await expect(day.getByTestId('plan-item').nth(1)).toBeVisible();
  await expect(page.getByTestId('drag-hint')).toBeVisible();
  const start = await idsOf(page);
  expect(start.length).toBeGreaterThanOrEqual(2);
  // The day's start: the first activity's start time ("10:00" of "10:00–11:00").
  const firstTime = ((await day.getByTestId('plan-item').first().locator('bdi').first().textContent()) ?? '').split(
    '–',
  )[0]!;
  const startsAtDayStart = new RegExp(`^${firstTime}–`);

  // The keyboard: Tab to the first activity's "later" arrow, Enter. It becomes second; the day keeps its start time.
  const later = day.getByTestId('plan-item').first().getByTestId('item-later');
  await later.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => idsOf(page)).toEqual([start[1], start[0], ...start.slice(2)]);
  await expect(page.getByTestId('plan-announce')).toContainText('is now number 2 of');
  await expect(day.getByTestId('plan-item').first().locator('bdi').first()).toHaveText(startsAtDayStart);
  // Kept by the api: a reload shows the same order.
  await page.reload();
  await expect.poll(() => idsOf(page)).toEqual([start[1], start[0], ...start.slice(2)]);

  // Drag: the (now) second activity dropped on the top half of the first goes back before it.
  const items = day.getByTestId('plan-item');
  // Picked up by its number badge (top left) and dropped 8px under the first one's top edge. Both points must be on
  // screen and clear of the sticky app bar before the press: when dragTo finds a point covered it scrolls the page
  // between the press and the move, and Chromium then starts no drag at all (the source is no longer under the
  // press), so nothing is dropped. The first activity's top goes just under the app bar, the second's badge below it.
  const source = { x: 26, y: 20 };
  const target = { x: 40, y: 8 };
  await items.first().evaluate((card) => {
    const bar = document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy({ top: card.getBoundingClientRect().top - bar - 16, behavior: 'instant' });
  });
  const hitAt = async (card: Locator, at: { x: number; y: number }) => {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    return page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="plan-item"]')?.getAttribute('data-item-id'),
      { x: box!.x + at.x, y: box!.y + at.y },
    );
  };
  expect(await hitAt(items.nth(1), source)).toBe(start[0]);
  expect(await hitAt(items.first(), target)).toBe(start[1]);
  await items.nth(1).dragTo(items.first(), { sourcePosition: source, targetPosition: target });
  await expect.poll(() => idsOf(page)).toEqual(start);

  fs.mkdirSync(SHOTS, { recursive: true });
  await day.screenshot({ path: path.join(SHOTS, 'plan-day-en-light.png') });

  // Remove, then Undo: the activity is back on its day at its time.
  const removedName = await items.first().locator('h4').textContent();
  await items.first().getByTestId('remove-item').click();
  const undo = page.getByTestId('undo-remove');
  await expect(undo).toContainText(`${removedName} removed`);
  await expect(day.getByTestId('plan-item')).toHaveCount(start.length - 1);
  await page.screenshot({ path: path.join(SHOTS, 'undo-en-light.png') });
  await undo.getByTestId('undo-remove-button').click();
  await expect(day.getByTestId('plan-item')).toHaveCount(start.length);
  await expect(day.getByTestId('plan-item').first().locator('h4')).toHaveText(removedName as string);
  await expect(day.getByTestId('plan-item').first().locator('bdi').first()).toHaveText(startsAtDayStart);

  // Shared with another member: they see whose plan it is, no drag hint and no arrows.
  const share = await page.request.post('/api/v1/plans/share', {
    headers: { 'x-csrf-token': await csrfOf(page.request) },
    data: { pid, shared: true },
  });
  expect(share.status()).toBe(200);
  const other = await browser.newContext();
  try {
    await acceptCookieNotice(other);
    const reader = await other.newPage();
    // A reader only (the demo member): nothing of theirs changes.
    await signInByApi(reader, DEMO_USER);
    await reader.goto(`/plan?pid=${encodeURIComponent(pid)}`);
    await expect(reader.getByTestId('plan-source')).toContainText('Layla Planner');
    await expect(reader.getByTestId('drag-hint')).toHaveCount(0);
    await expect(reader.getByTestId('item-later')).toHaveCount(0);
    await reader.screenshot({ path: path.join(SHOTS, 'shared-plan-reader.png') });
  } finally {
    await other.close();
  }
});
