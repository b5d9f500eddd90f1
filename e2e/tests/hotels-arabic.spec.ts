import { expect, test } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';

// Issue 5, item 10: the Arabic layout (right to left, Arabic texts) with prices in Kuwaiti dinars
// (three decimals), on the search page and the hotel page.

function isoIn(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookieNotice(context);
  await setPreferences(context, baseURL as string, { lang: 'ar', currency: 'KWD' });
});

test('search and hotel pages in Arabic, right to left, priced in KWD', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/hotels?dest=dubai-marina&checkin=${isoIn(12)}&checkout=${isoIn(14)}&rooms=2-5`);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('results-heading')).toContainText('في دبي مارينا');
  const price = page.getByTestId('card-price').first();
  // The code sits before or after the amount, as the Arabic locale writes it.
  await expect(price).toHaveText(/KWD\s?[\d,.٠-٩٫٬]+|[\d,.٠-٩٫٬]+\s?KWD/);
  const text = (await price.innerText()).replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d))).replace(/٫/g, '.');
  expect(text).toMatch(/\.\d{3}\b/);
  await expect(page.getByText('إلغاء مجاني').first()).toBeVisible();

  // The filters sit on the right in Arabic.
  const filters = await page.getByTestId('filters-panel').boundingBox();
  const results = await page.getByTestId('results').boundingBox();
  expect(filters && results && filters.x > results.x).toBe(true);

  await page.getByTestId('hotel-card-link').first().click();
  await expect(page).toHaveURL(/\/hotel\?hid=/);
  await expect(page.getByRole('heading', { name: 'اختر غرفتك' })).toBeVisible();
  await expect(page.getByTestId('rate-price').first()).toHaveText(/KWD/);
  await expect(page.getByText('العودة إلى النتائج')).toBeVisible();
});
