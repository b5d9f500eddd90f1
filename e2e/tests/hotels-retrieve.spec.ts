import { expect, test } from '@playwright/test';
import { acceptCookieNotice, waitForShell } from './support/shell';

// Issue 5, item 10: retrieve a booking signed out (booking reference and e-mail), and the
// 'Order was not found.' answer for a wrong e-mail.

function isoIn(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.beforeEach(async ({ context }) => {
  await acceptCookieNotice(context);
});

test('a visitor finds a booking by reference and e-mail, and manages it', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // A booking made signed out, through the api.
  const api = await playwright.request.newContext({ baseURL });
  const checkin = isoIn(45);
  const checkout = isoIn(46);
  const search = await (
    await api.get(`/api/v1/hotels/search?dest=jbr&checkin=${checkin}&checkout=${checkout}&rooms=1&limit=1`)
  ).json();
  const hid = search.hotels[0].hid as string;
  const hotel = await (await api.get(`/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=1`)).json();
  const co = await (
    await api.post('/api/v1/hotels/checkouts', { data: { rate_key: hotel.rooms[0].rates[0].rate_key } })
  ).json();
  await api.put(`/api/v1/hotels/checkouts/${co.checkout_id}/guests`, {
    data: {
      contact: { email: 'Visitor.Booker@example.com' },
      rooms: [{ guests: [{ title: 'mrs', first_name: 'Noor', last_name: 'Saleh', citizenship: 'AE' }] }],
    },
  });
  const paid = await (
    await api.post(`/api/v1/hotels/checkouts/${co.checkout_id}/pay`, {
      data: { payment_method: 'pm_card_visa' },
    })
  ).json();
  expect(paid.outcome).toBe('confirmed');
  await api.dispose();

  await page.goto('/orders');
  await waitForShell(page);
  await expect(page.getByTestId('retrieve-form')).toBeVisible();

  await page.getByTestId('retrieve-order-id').fill(paid.order_id);
  await page.getByTestId('retrieve-email').fill('someone@example.com');
  await page.getByTestId('retrieve-submit').click();
  await expect(page.getByTestId('retrieve-error')).toHaveText('Order was not found.');

  await page.getByTestId('retrieve-email').fill('visitor.booker@example.com');
  await page.getByTestId('retrieve-submit').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/booking/manage\\?order_id=${paid.order_id}`));
  await expect(page.getByTestId('manage-title')).toHaveText(hotel.hotel.name);
  await expect(page.getByTestId('manage-status')).toHaveText('Confirmed');
  await expect(page.getByText('Mrs Noor Saleh')).toBeVisible();
});
