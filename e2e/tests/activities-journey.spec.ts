import { expect, test, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';

// Issue 4, item 7: type 'desert' in the header search → open the activity → pick a branch, 2 adults
// and 1 child → pay with the success card → the order is listed; the declined card shows the failure;
// wishlist add and remove; the detail page in Arabic is mirrored and shows Arabic names.

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A fresh member per test (sign-up opens the session), so parallel journeys never share a wishlist. */
async function signUp(page: Page): Promise<string> {
  const email = `activities-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/api/v1/users/sign-up', {
    data: { email, password: 'a long walk on the dunes', first_name: 'Dana', last_name: 'Traveller' },
  });
  expect(res.status(), 'sign-up').toBeLessThan(300);
  return email;
}

/** Header search → the first desert activity's detail page. */
async function openDesertActivity(page: Page): Promise<string> {
  await page.goto('/activities');
  await waitForShell(page);
  await page.getByTestId('header-search-open').click();
  const box = page.getByRole('combobox', { name: 'Search activities' });
  await box.fill('desert');
  const options = page.getByTestId('header-search-dropdown').getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(4);
  const name = (await options.first().innerText()).trim();
  expect(name).toMatch(/desert/i);
  await options.first().click();
  await expect(page).toHaveURL(/\/activity-detail\?acid=/);
  await expect(page.getByTestId('activity-title')).toHaveText(name);
  return name;
}

/** Picks the last branch, 2 adults and 1 child, books, and lands on checkout. */
async function bookTwoAdultsOneChild(page: Page): Promise<void> {
  const selector = page.getByTestId('ticket-selector');
  await selector.getByTestId('branch-select').click();
  await page.getByRole('option').last().click();
  await selector.getByRole('button', { name: 'More Adult tickets' }).click();
  await selector.getByRole('button', { name: 'More Child tickets' }).click();
  await expect(selector.getByTestId('count-adult-value')).toHaveText('2');
  await expect(selector.getByTestId('count-child-value')).toHaveText('1');
  await selector.getByTestId('book-now').click();
  await expect(page).toHaveURL(/\/activities\/checkout\?order_id=/);
  await expect(page.getByTestId('order-summary')).toContainText('2 × Adult');
  await expect(page.getByTestId('order-summary')).toContainText('1 × Child');
}

async function pay(page: Page, card: string): Promise<void> {
  await page.getByTestId('card-number').fill(card);
  await page.getByTestId('pay').click();
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'en', theme: 'light', currency: 'USD' });
});

test('search, book 2 adults and 1 child, pay with the success card: the order is listed', async ({ page }) => {
  await signUp(page);
  const name = await openDesertActivity(page);
  await bookTwoAdultsOneChild(page);
  await pay(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/activities\/booking\/confirmed\?order_id=/);
  await expect(page.getByTestId('booking-confirmed')).toContainText('Booking confirmed');
  const orderId = new URL(page.url()).searchParams.get('order_id');

  const orders = await page.request.get('/api/v1/orders?tab=active');
  expect(orders.status()).toBe(200);
  const { rows } = (await orders.json()) as { rows: Array<{ order_id: string; kind: string; status: string; title: string; currency: string }> };
  expect(rows.find((r) => r.order_id === orderId)).toMatchObject({ kind: 'activity', status: 'confirmed', title: name, currency: 'USD' });
  await expect(page.getByRole('link', { name: 'View my orders' })).toHaveAttribute('href', '/orders');
});

test('the declined card shows the failure, and another card can still pay', async ({ page }) => {
  await signUp(page);
  await openDesertActivity(page);
  await bookTwoAdultsOneChild(page);
  await pay(page, DECLINED_CARD);

  await expect(page).toHaveURL(/\/activities\/booking\/failed\?order_id=/);
  const failed = page.getByTestId('booking-failed');
  await expect(failed).toContainText('Payment failed');
  await expect(failed).toContainText('Booking was not paid. Payment was not completed.');
  await expect(failed).toContainText('Your card was declined');

  await page.getByTestId('try-again').click();
  await pay(page, SUCCESS_CARD);
  await expect(page.getByTestId('booking-confirmed')).toBeVisible();
});

test('wishlist: a visitor is sent to sign in; a member adds from the detail and removes on /wishlist', async ({ page }) => {
  await openDesertActivity(page);
  const detailUrl = new URL(page.url());
  await page.getByTestId('wishlist-toggle').first().click();
  await expect(page).toHaveURL(/\/auth\/signin\?/);
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe(`${detailUrl.pathname}${detailUrl.search}`);

  await signUp(page);
  await page.goto(`${detailUrl.pathname}${detailUrl.search}`);
  const heart = page.getByTestId('wishlist-toggle').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const title = await page.getByTestId('activity-title').innerText();

  await page.goto('/wishlist');
  const card = page.getByTestId('activity-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await card.getByTestId('wishlist-toggle').click();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('the detail page in Arabic is mirrored and shows Arabic names', async ({ page, context, baseURL }) => {
  await setPreferences(context, baseURL as string, { lang: 'ar' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/activities');
  await waitForShell(page);
  await page.getByTestId('header-search-open').click();
  await page.getByRole('combobox', { name: 'ابحث عن الأنشطة' }).fill('سفاري');
  const first = page.getByTestId('header-search-dropdown').getByRole('option').first();
  await expect(first).toContainText('سفاري');
  await first.click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const title = page.getByTestId('activity-title');
  await expect(title).toContainText('سفاري');
  await expect(page.getByTestId('ticket-selector')).toContainText('احجز التذاكر');
  // Mirrored: the ticket panel sits on the left of the pictures, the title starts on the right.
  const panel = await page.getByTestId('ticket-selector').boundingBox();
  const gallery = await page.getByRole('region', { name: 'الصور' }).boundingBox();
  expect(panel && gallery && panel.x < gallery.x).toBe(true);
  const titleBox = await title.boundingBox();
  expect(titleBox && titleBox.x + titleBox.width > 1280 / 2).toBe(true);
});

test('an acid that does not decrypt shows the activity not-found message', async ({ page }) => {
  await page.goto('/activity-detail?acid=not-an-id');
  await expect(page.getByTestId('activity-not-found')).toContainText('Activity not found.');
});
