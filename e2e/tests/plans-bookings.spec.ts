import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookStay, createPlan, csrfOf, inDays } from './support/api';
import { fillCard } from './support/card';
import { acceptCookieNotice, saveLanguage, setPreferences, signInByApi, waitForShell } from './support/shell';

// Issue 22 item 3: bookings made outside a plan show on it by themselves. The demo member books tickets through the
// activity checkout (built-in gateway, card 4242…) for a day of their plan; the plan page then shows the visit on that
// day, marked Booked, linked to the order's page. Then a hotel stay on the same days, and screenshots of the day in
// en/ar × light/dark, desktop and phone (PLANS_BOOKINGS_SHOTS, default <tmp>/plans-bookings-shots: not the repo).

const SHOTS = process.env.PLANS_BOOKINGS_SHOTS ?? path.join(os.tmpdir(), 'plans-bookings-shots');
const SLUG = 'museum-of-the-future';
// Days far enough ahead to be clear of the other journeys' plans and orders of the demo member.
const FIRST = inDays(60);
const LAST = inDays(62);

async function acidOf(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/activities/fetch-all', { data: { main_category: 'museums', limit: 48 } });
  return ((await res.json()) as { rows: { slug: string; activity_id: string }[] }).rows.find((r) => r.slug === SLUG)!
    .activity_id;
}

const dayOf = (page: Page, date: string) => page.locator(`[data-testid="plan-day"][data-date="${date}"]`);

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light', currency: 'AED' });
});

test('tickets booked through the checkout for a day of the plan show on that day, booked and linked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const acid = await acidOf(page.request);
  await signInByApi(page);
  await saveLanguage(page, 'en');
  const pid = await createPlan(page.request, {
    name: `Booked days ${Date.now()}`,
    start: FIRST,
    end: LAST,
    mode: 'own',
  });

  await page.goto(`/activity-detail?acid=${encodeURIComponent(acid)}`);
  await waitForShell(page);
  const selector = page.getByTestId('ticket-selector');
  await selector.getByTestId('branch-select').click();
  await page.getByRole('option').first().click();
  await selector.getByTestId('visit-date').fill(FIRST);
  await selector.getByRole('button', { name: 'More Adult tickets' }).click();
  await selector.getByTestId('book-now').click();
  await expect(page).toHaveURL(/\/activities\/checkout\?order_id=/);
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('booking-confirmed')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  await page.goto(`/plan?pid=${encodeURIComponent(pid)}`);
  const booked = dayOf(page, FIRST).locator(`[data-testid="booked-item"][data-order-id="${orderId}"]`);
  await expect(booked).toBeVisible();
  await expect(booked).toContainText('Museum of the Future');
  await expect(booked).toContainText('10:00–12:30');
  await expect(booked).toContainText('Booked');
  await expect(dayOf(page, inDays(61)).getByTestId('booked-item')).toHaveCount(0);
  await booked.getByTestId('booked-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/activities/order\\?order_id=${orderId}`));
  await expect(page.getByTestId('ticket-qr')).toBeVisible();

  // With a hotel stay on the same days, a plan generated now works around the tickets; the day, as screenshots.
  await bookStay(page.request, FIRST, LAST, { email: 'sara@example.com', firstName: 'Sara', lastName: 'Haddad' });
  const generated = await createPlan(page.request, { name: 'Dubai with the tickets', start: FIRST, end: LAST });
  for (const lang of ['en', 'ar'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      // A member's saved language and theme win over the cookies.
      const saved = await page.request.put('/api/v1/users/prefrences', {
        headers: { 'x-csrf-token': await csrfOf(page.request) },
        data: { language: lang, is_dark_mode: theme === 'dark' },
      });
      expect(saved.status()).toBe(200);
      await setPreferences(page.context(), page.url(), { lang, theme });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/plan?pid=${encodeURIComponent(generated)}`);
      const day = dayOf(page, FIRST);
      await expect(day.getByTestId('booked-item')).toHaveCount(2);
      await expect(day.locator('[data-kind="check-in"]')).toBeVisible();
      await expect(dayOf(page, LAST).locator('[data-kind="check-out"]')).toBeVisible();
      for (const [device, size] of [
        ['desktop', { width: 1280, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(size);
        await day.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
        await day.screenshot({ path: path.join(SHOTS, `day-${lang}-${theme}-${device}.png`) });
      }
    }
  }
  await page.request.put('/api/v1/users/prefrences', {
    headers: { 'x-csrf-token': await csrfOf(page.request) },
    data: { language: 'en', is_dark_mode: false },
  });
});
