import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillCard } from './support/card';
import { inDays } from './support/api';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';
import { signUpByApi } from './support/sign-up';

// "What a traveller gets after paying", items 2 and 3: a new member books an activity with the success card,
// opens the order from /orders, sees the ticket's QR code, downloads the PDF voucher, and cancels within the
// free-cancellation period: the order shows Cancelled with the refund. Screenshots of the order page in en light
// and ar dark, desktop and phone, go to reports/activity-order/.

const SHOTS = path.resolve(__dirname, '../../reports/activity-order');
const SLUG = 'evening-desert-safari-bbq-dinner';

async function signUp(page: Page): Promise<string> {
  const email = `tickets-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpByApi(page.request, {
    email,
    password: 'a long walk on the dunes',
    first_name: 'Dana',
    last_name: 'Traveller',
  });
  return email;
}

interface OutboxMail {
  key: string | null;
  subject: string;
  attachments: { filename: string; content_type: string; size: number }[];
}

/** The mail of one event in the built-in outbox (GET /dev/outbox), waited for: it goes out just after its commit. */
async function mailWithKey(page: Page, to: string, key: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { mail } = (await (await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
          mail: OutboxMail[];
        };
        return (found = mail.find((m) => m.key === key)) !== undefined;
      },
      { message: `mail ${key}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

async function acidOf(page: Page): Promise<string> {
  const res = await page.request.post('/api/v1/activities/fetch-all', {
    data: { main_category: 'desert-safari', limit: 48 },
  });
  const rows = ((await res.json()) as { rows: { slug: string; activity_id: string }[] }).rows;
  return rows.find((r) => r.slug === SLUG)!.activity_id;
}

/** A member's saved language and theme win over the cookies: save both, then set the cookies too. */
async function savePreferences(page: Page, baseURL: string, lang: 'en' | 'ar', dark: boolean) {
  const { csrfToken } = (await (await page.request.get('/api/v1/auth/csrf')).json()) as { csrfToken: string };
  const res = await page.request.put('/api/v1/users/prefrences', {
    data: { language: lang, is_dark_mode: dark },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(res.status(), 'saving preferences').toBe(200);
  await setPreferences(page.context(), baseURL, { lang, theme: dark ? 'dark' : 'light', currency: 'USD' });
}

async function shoot(page: Page, name: string) {
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await expect(page.getByTestId('ticket-qr')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `${name}-${device}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light', currency: 'USD' });
});

test('book, open from /orders, QR, PDF voucher, cancel with the refund shown', async ({ page, baseURL }) => {
  // Looked up while still a visitor: a member's POST needs the CSRF token the app sends.
  const acid = await acidOf(page);
  const email = await signUp(page);
  await page.goto(`/activity-detail?acid=${encodeURIComponent(acid)}`);
  await waitForShell(page);
  await expect(page.getByTestId('cancellation-policy')).toContainText(
    'Free cancellation up to 24 hours before the activity',
  );
  const selector = page.getByTestId('ticket-selector');
  await selector.getByTestId('branch-select').click();
  await page.getByRole('option').first().click();
  await selector.getByTestId('visit-date').fill(inDays(10));
  await selector.getByRole('button', { name: 'More Adult tickets' }).click();
  await selector.getByRole('button', { name: 'More Child tickets' }).click();
  await selector.getByTestId('book-now').click();
  await expect(page).toHaveURL(/\/activities\/checkout\?order_id=/);
  await expect(page.getByTestId('cancellation-policy')).toContainText(
    'Free cancellation up to 24 hours before the activity',
  );
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('booking-confirmed')).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id')!;

  // The tickets mail is in the outbox with the voucher PDF attached.
  const tickets = await mailWithKey(page, email, `activity-order-confirmed:${orderId}`);
  expect(tickets.subject).toMatch(/^Your tickets: /);
  expect(tickets.attachments).toEqual([
    expect.objectContaining({ filename: `jad-voucher-${orderId.slice(0, 8)}.pdf`, content_type: 'application/pdf' }),
  ]);
  expect(tickets.attachments[0]!.size).toBeGreaterThan(10_000);

  // From /orders, the activity order opens its page.
  await page.goto('/orders');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await card.getByTestId('order-open').click();
  await expect(page).toHaveURL(new RegExp(`/activities/order\\?order_id=${orderId}`));
  const qr = page.getByTestId('ticket-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('count-adult')).toHaveText('2 adults');
  await expect(page.getByTestId('count-child')).toHaveText('1 child');

  // The PDF voucher: the link answers a PDF, and the browser downloads it.
  const href = (await page.getByTestId('download-pdf').getAttribute('href'))!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-pdf').click()]);
  expect(download.suggestedFilename()).toBe(`jad-voucher-${orderId.slice(0, 8)}.pdf`);
  const ics = await page.request.get((await page.getByTestId('add-to-calendar').getAttribute('href'))!);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');

  await shoot(page, 'en-light');
  await savePreferences(page, baseURL as string, 'ar', true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('order-status')).toHaveText('مؤكد');
  await shoot(page, 'ar-dark');
  await savePreferences(page, baseURL as string, 'en', false);
  await page.reload();

  // Cancel within the free period: Cancelled, the refund shown, the ticket void.
  await page.getByTestId('cancel-order').click();
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('order-refund')).toContainText(/^Refunded: USD\s\d+\.\d{2}$/);
  await expect(page.getByTestId('ticket-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  expect((await mailWithKey(page, email, `activity-order-cancelled:${orderId}`)).subject).toMatch(/^Order cancelled: /);
  await page.screenshot({ path: path.join(SHOTS, 'en-light-cancelled-desktop.png'), fullPage: true });
  await page.goto('/orders?tab=cancelled');
  await expect(
    page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`).getByTestId('order-refund'),
  ).toBeVisible();
});
