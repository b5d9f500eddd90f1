import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';

// Issue 5, item 10: the Arabic layout (right to left, Arabic texts) with prices in Kuwaiti dinars
// (three decimals), on the search page and the hotel page; and the payment step in Arabic, paid.

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

/** A visitor's checkout of the cheapest room in Dubai Marina with its guest saved, as the earlier steps make it. */
async function checkoutReadyToPay(request: APIRequestContext, checkin: string, checkout: string): Promise<string> {
  const search = await (
    await request.get(`/api/v1/hotels/search?dest=dubai-marina&checkin=${checkin}&checkout=${checkout}&rooms=2`)
  ).json();
  const hid = (search.hotels as { hid: string }[])[0]!.hid;
  const page = await (
    await request.get(`/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=2`)
  ).json();
  const rate = (page.rooms as { rates: { rate_key: string }[] }[])[0]!.rates[0];
  const created = await (
    await request.post('/api/v1/hotels/checkouts', { data: { rate_key: rate!.rate_key, currency: 'KWD', lang: 'ar' } })
  ).json();
  const guests = await request.put(`/api/v1/hotels/checkouts/${created.checkout_id}/guests`, {
    data: {
      contact: { email: 'layla.arabic@example.com' },
      rooms: [{ guests: [{ title: 'ms', first_name: 'Layla', last_name: 'Nasser', citizenship: 'AE' }] }],
    },
  });
  expect(guests.status(), await guests.text()).toBe(200);
  return created.checkout_id as string;
}

test('the payment step in Arabic: the card fields mirror, keep their digits left to right, and pay', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const id = await checkoutReadyToPay(page.request, isoIn(16), isoIn(18));
  await page.goto(`/hotel/booking/payment?checkout=${id}`);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('pay')).toContainText('KWD');

  const number = page.getByLabel(/رقم البطاقة/);
  await expect(number).toHaveAttribute('data-testid', 'card-number');
  for (const field of ['card-number', 'card-expiry', 'card-cvc'])
    await expect(page.getByTestId(field)).toHaveAttribute('dir', 'ltr');
  // The pair of short fields mirrors: the expiry, first, is on the right.
  const expiry = await page.getByTestId('card-expiry').boundingBox();
  const cvc = await page.getByTestId('card-cvc').boundingBox();
  expect(expiry && cvc && expiry.x > cvc.x).toBe(true);

  // The test cards read left to right inside the Arabic sentence: the declined card shows 4000 … 0002 on screen,
  // not its groups reversed (as a bare number's would be).
  const declined = await page.getByTestId('test-cards').evaluate((el) => {
    const card = '4000 0000 0000 0002';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = walker.nextNode() as Text | null;
    while (text && !text.data.includes(card)) text = walker.nextNode() as Text | null;
    if (!text) return null;
    const xAt = (from: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, from + 4);
      return range.getBoundingClientRect().x;
    };
    const start = text.data.indexOf(card);
    return { first: xAt(start), last: xAt(start + card.length - 4) };
  });
  expect(declined && declined.first < declined.last).toBe(true);

  await page.getByTestId('pay').click();
  await expect(page.getByText('أدخل من 12 إلى 19 رقمًا')).toBeVisible();
  await expect(page.getByText('استخدم MM/YY، وليس تاريخًا مضى')).toBeVisible();
  await expect(page.getByText('3 أو 4 أرقام')).toBeVisible();

  await number.fill('4242424242424242');
  await page.getByTestId('card-expiry').fill('1239');
  await page.getByTestId('card-cvc').fill('123');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByTestId('card-expiry')).toHaveValue('12/39');
  await page.getByTestId('pay').click();
  await expect(page.getByTestId('result-confirmed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-confirmed')).toContainText('تم تأكيد حجزك');
});
