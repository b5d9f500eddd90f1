import { expect, test, type Page } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';
import { fillCard } from './support/card';
import { signUpByApi } from './support/sign-up';

// Issue 4, item 7: type 'desert' in the header search → open the activity → pick a branch, 2 adults
// and 1 child → pay with the success card → the order is listed; the declined card shows the failure
// (and the card that fails once goes through on the retry); wishlist add and remove from the list, the
// detail and /wishlist, a visitor going through sign-in and back; the detail page in Arabic is mirrored
// and shows Arabic names.

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
/** Fails to process once, then goes through on the retry (charged once). */
const FLAKY_CARD = '4000 0000 0000 0119';
const PASSWORD = 'a long walk on the dunes';
/** The rest of the card: the checkout sends the whole card, as a real gateway needs it. */
const EXPIRY = '12/39';
const CVC = '123';

/** A fresh member per test (signed in by the sign-up code), so parallel journeys never share a wishlist. */
async function signUp(page: Page): Promise<string> {
  const email = `activities-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signUpByApi(page.request, { email, password: PASSWORD, first_name: 'Dana', last_name: 'Traveller' });
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
  await fillCard(page, card, EXPIRY, CVC);
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
  // An expired card and a short CVC are flagged on the page; nothing is sent until the card is whole.
  const payCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/activities/orders/pay')) payCalls.push(r.postData() ?? '');
  });
  await fillCard(page, SUCCESS_CARD, '01/20', '12');
  await page.getByTestId('pay').click();
  await expect(page.getByText('Use MM/YY, not in the past')).toBeVisible();
  await expect(page.getByText('3 or 4 digits')).toBeVisible();
  expect(payCalls).toHaveLength(0);
  await pay(page, SUCCESS_CARD);

  await expect(page).toHaveURL(/\/activities\/booking\/confirmed\?order_id=/);
  expect(payCalls.map((body) => JSON.parse(body) as Record<string, string>)).toEqual([
    expect.objectContaining({ payment_method: 'pm_card_visa' }),
  ]);
  await expect(page.getByTestId('booking-confirmed')).toContainText('Booking confirmed');
  const orderId = new URL(page.url()).searchParams.get('order_id');

  const orders = await page.request.get('/api/v1/orders?tab=active');
  expect(orders.status()).toBe(200);
  const { rows } = (await orders.json()) as {
    rows: Array<{ order_id: string; kind: string; status: string; title: string; currency: string }>;
  };
  expect(rows.find((r) => r.order_id === orderId)).toMatchObject({
    kind: 'activity',
    status: 'confirmed',
    title: name,
    currency: 'USD',
  });
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
  await expect(card).toContainText(name);
  await expect(card.getByTestId('order-status')).toHaveText('Confirmed');
});

test('the declined card shows the failure; a card that fails to process goes through on the retry', async ({
  page,
}) => {
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
  await pay(page, FLAKY_CARD);
  // A processing failure keeps the visitor on the checkout with the reason; the same card then pays.
  await expect(page.getByTestId('payment-problem')).toContainText('could not be processed');
  await expect(page).toHaveURL(/\/activities\/checkout\?order_id=/);
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('booking-confirmed')).toBeVisible();
});

test('wishlist: a visitor is sent to sign in and back; add and remove from the list, the detail and /wishlist', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A member who exists, in a browser that is signed out.
  const email = `activities-wish-${Date.now()}@example.com`;
  const outside = await playwright.request.newContext({ baseURL });
  await signUpByApi(outside, { email, password: PASSWORD, first_name: 'Dana', last_name: 'Traveller' });
  await outside.dispose();

  await page.goto('/activities');
  await waitForShell(page);
  // Not a desert activity, so it differs from the one the header search opens below.
  // (Matched on the name alone: the category label above it appears once the categories have loaded.)
  const listCard = () =>
    page
      .getByTestId('activity-card')
      .filter({ hasNot: page.getByRole('heading', { name: /desert/i }) })
      .first();
  // The name is read once it is painted (an empty heading was read once, in CI, while the list came in).
  await expect(listCard().getByRole('heading')).toHaveText(/\S/);
  const listName = (await listCard().getByRole('heading').innerText()).trim();
  expect(listName).not.toBe('');
  await listCard().getByTestId('wishlist-toggle').click();
  await expect(page).toHaveURL(/\/auth\/signin\?/);
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/activities');
  await page.getByLabel(/E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/activities$/);

  // Add from the list.
  const listHeart = listCard().getByTestId('wishlist-toggle');
  await expect(listCard()).toContainText(listName);
  await expect(listHeart).toHaveAttribute('aria-pressed', 'false');
  await listHeart.click();
  await expect(listHeart).toHaveAttribute('aria-pressed', 'true');

  // Add from the detail.
  const desertName = await openDesertActivity(page);
  const detailHeart = page.getByTestId('wishlist-toggle').first();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

  // /wishlist: both, newest first. Remove the desert one here.
  await page.goto('/wishlist');
  const cards = page.getByTestId('activity-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(desertName);
  await expect(cards.nth(1)).toContainText(listName);
  await cards.nth(0).getByTestId('wishlist-toggle').click();
  await expect(cards).toHaveCount(1);

  // Remove the other from its detail page: its heart there is filled.
  await cards.first().getByRole('link').first().click();
  await expect(page.getByTestId('activity-title')).toHaveText(listName);
  const heart = page.getByTestId('wishlist-toggle').first();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  // And the list agrees.
  await page.goto('/activities');
  await expect(listCard().getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');
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
