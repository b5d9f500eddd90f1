import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectBadCardRefused, fillCard } from './support/card';
import { signUpByApi } from './support/sign-up';

// The trip-plans journey: finish the questionnaire → the generated plan with its map → move an activity
// to another day (drag, then the keyboard) → add and remove activities → share to the feed → export to the
// calendar → confirm (pay the tickets) → the plan in Arabic.

const dubaiDate = (daysAhead: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
};

async function signUp(request: APIRequestContext): Promise<string> {
  const email = `plans-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  return (
    await signUpByApi(request, {
      email,
      password: 'Plans-journey-passphrase-42',
      first_name: 'Plan',
      last_name: 'Tester',
    })
  ).csrfToken;
}

const next = (page: Page) => page.getByTestId('q-next').click();

test('questionnaire → generated plan with its map → edit (drag, keyboard, add, remove) → share → export → confirm → Arabic', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // No cookie banner over the page (accepted before), and room to see every day of the plan while dragging.
  await page.addInitScript(() => window.localStorage.setItem('jad_cookies_accepted', 'true'));
  const csrf = await signUp(page.request);

  await page.goto('/questionnaire');
  await expect(page.getByTestId('q-progress')).toHaveText('Step 1 of 9');
  // The footer is hidden on the questionnaire (spec §2 layout rules).
  await expect(page.locator('footer')).toHaveCount(0);
  await next(page);
  await expect(page.getByTestId('q-error')).toBeVisible();
  await page.getByTestId('choice-ai').click();
  await next(page);
  await page.getByTestId('interest-museums').click();
  await page.getByTestId('interest-attractions').click();
  await next(page);
  await page.getByTestId('choice-couple').click();
  await next(page);
  await expect(page.getByTestId('count-adults')).toHaveText('2');
  await next(page);
  await page.getByTestId('choice-downtown').click();
  await next(page);
  await page.getByTestId('start-date').fill(dubaiDate(10));
  await page.getByTestId('end-date').fill(dubaiDate(12));
  await next(page);
  await page.getByRole('button', { name: /Lunch break/ }).click();
  await next(page);
  await next(page); // the optional questions: skipped
  await page.getByTestId('plan-name').fill('E2E spring trip');
  await page.getByTestId('q-submit').click();

  // The generated plan, with a tile-less map of day 1: hotel, numbered stops and the route.
  await expect(page).toHaveURL(/\/plan\?pid=/);
  await expect(page.getByTestId('plan-name')).toHaveText('E2E spring trip');
  await expect(page.getByTestId('plan-status')).toHaveText('Unconfirmed');
  const days = page.getByTestId('plan-day');
  await expect(days).toHaveCount(3);
  const firstDay = days.nth(0);
  const firstDayItems = await firstDay.getByTestId('plan-item').count();
  expect(firstDayItems).toBeGreaterThan(0);
  const map = page.getByTestId('day-map');
  await expect(map.locator('.jad-pin-number')).toHaveCount(firstDayItems);
  await expect(map.locator('.jad-pin-home')).toHaveCount(1);
  await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0); // no online tiles

  // Move the first activity of day 1 to day 3 by dragging it. A window taller than the whole page keeps both days
  // in view and leaves nothing to scroll: Chromium's autoscroll during the drag moved the page under the pointer.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: pageHeight + 400 });
  const moved = firstDay.getByTestId('plan-item').first();
  const movedId = (await moved.getAttribute('data-item-id')) as string;
  const lastDay = days.nth(2);
  await moved.dragTo(lastDay);
  await expect(lastDay.locator(`[data-item-id="${movedId}"]`)).toHaveCount(1);
  await expect(firstDay.locator(`[data-item-id="${movedId}"]`)).toHaveCount(0);
  // The map follows the day the activity went to.
  await expect(page.getByRole('heading', { name: 'Map of day 3' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The keyboard alternative: Alt+↑ on its handle moves it one day back, to day 2.
  const middleDay = days.nth(1);
  await lastDay.locator(`[data-item-id="${movedId}"]`).getByTestId('move-item').press('Alt+ArrowUp');
  await expect(middleDay.locator(`[data-item-id="${movedId}"]`)).toHaveCount(1);
  await expect(lastDay.locator(`[data-item-id="${movedId}"]`)).toHaveCount(0);

  // Add an activity of the catalog to day 1 by hand, then remove another one.
  const before = await firstDay.getByTestId('plan-item').count();
  await firstDay.getByTestId('add-activity').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('add-search').fill('Museum');
  await expect(dialog.getByTestId('add-option').first()).toBeVisible();
  // One that is not on day 1 yet (the api refuses the same activity twice a day).
  const onDay1 = await firstDay.getByTestId('plan-item').locator('h4').allTextContents();
  const options = dialog.getByTestId('add-option');
  let pick = -1;
  for (let i = 0; i < (await options.count()); i++) {
    const name = (await options.nth(i).locator('p').first().textContent()) ?? '';
    if (!onDay1.includes(name)) {
      pick = i;
      break;
    }
  }
  expect(pick).toBeGreaterThanOrEqual(0);
  await options.nth(pick).getByRole('button').click();
  await expect(dialog).toHaveCount(0);
  await expect(firstDay.getByTestId('plan-item')).toHaveCount(before + 1);
  const removed = (await firstDay.getByTestId('plan-item').first().getAttribute('data-item-id')) as string;
  await firstDay.getByTestId('plan-item').first().getByTestId('remove-item').click();
  await expect(page.locator(`[data-item-id="${removed}"]`)).toHaveCount(0);
  await expect(firstDay.getByTestId('plan-item')).toHaveCount(before);
  const total = await page.getByTestId('plan-item').count();
  // The map shows day 1, where the activity was added: one numbered stop per activity.
  await expect(page.getByRole('heading', { name: 'Map of day 1' })).toBeVisible();
  await expect(page.getByTestId('day-map').locator('.jad-pin-number')).toHaveCount(before);

  // Share it to the feed: the plan becomes visible to others and a post links it.
  await page.getByTestId('share-plan').click();
  await page.getByTestId('share-submit').click();
  await expect(page.getByTestId('share-done')).toBeVisible();
  const postHref = (await page.getByTestId('share-done').getByRole('link').getAttribute('href')) as string;
  expect(postHref).toMatch(/^\/post\?post_id=/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Export to calendar: an .ics with one event per activity.
  const ics = await page.request.get((await page.getByTestId('export-ics').getAttribute('href')) as string);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const events = ((await ics.text()).match(/BEGIN:VEVENT/g) ?? []).length;
  expect(events).toBe(total);

  // Confirm: pay every ticket with the test card, tokenised in the browser (the api gets its PaymentMethod).
  // An expired card and a short CVC are flagged in the dialog; nothing is sent until the card is whole.
  const confirmCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/plans/confirm')) confirmCalls.push(r.postData() ?? '');
  });
  await page.getByTestId('confirm-plan').click();
  await expectBadCardRefused(page, '4242 4242 4242 4242', 'confirm-pay', () => confirmCalls.length);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('confirm-pay').click();
  await expect(page.getByTestId('plan-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('confirm-plan')).toHaveCount(0);
  expect(confirmCalls.map((body) => JSON.parse(body) as Record<string, string>)).toEqual([
    expect.objectContaining({ payment_method: 'pm_card_visa' }),
  ]);

  // The plan in Arabic (the language is a preference of the account).
  const pref = await page.request.put('/api/v1/users/prefrences', {
    data: { language: 'ar' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(pref.ok(), await pref.text()).toBe(true);
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('plan-status')).toHaveText('مؤكدة');
  await expect(days.nth(0).getByRole('heading', { level: 3 })).toContainText('اليوم 1');
  await expect(page.getByTestId('day-map')).toHaveAttribute('aria-label', /خريطة اليوم 1/);
});

test('another person cannot see a plan that is not shared', async ({ browser }) => {
  const owner = await browser.newContext();
  const csrf = await signUp(owner.request);
  const created = await owner.request.post('/api/v1/plans', {
    headers: { 'x-csrf-token': csrf },
    data: {
      mode: 'own',
      name: 'Private',
      destination: 'marina',
      start_date: dubaiDate(5),
      end_date: dubaiDate(6),
      travellers: 'solo',
      group: { adults: 1, teens: 0, children: 0 },
    },
  });
  expect(created.status()).toBe(201);
  const pid = ((await created.json()) as { user_plan_id: string }).user_plan_id;
  await owner.close();

  const stranger = await browser.newContext();
  await signUp(stranger.request);
  const page = await stranger.newPage();
  await page.goto(`/plan?pid=${encodeURIComponent(pid)}`);
  await expect(page.getByText('Plan not found.')).toBeVisible();
  await stranger.close();
});
