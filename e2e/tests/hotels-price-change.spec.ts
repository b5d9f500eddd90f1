import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookieNotice, waitForShell } from './support/shell';
import { fillCard } from './support/card';

// Issue 5, item 10, the price-change path: a traveller has a room open on the hotel page; someone
// else books one of the last two rooms, so the last one sells at a premium; choosing it now says
// 'The price has changed for this room' and shows room selection again with the new price. The same
// happens when the price moves while the traveller is typing the card on the payment page.

interface Rate {
  rate_key: string;
  total_minor: number;
  rooms_left: number | null;
  rooms: number;
}
interface Room {
  room_type_id: string;
  rates: Rate[];
}

function isoIn(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A hotel and room type with exactly two rooms left for the stay. */
async function findTwoLeft(request: APIRequestContext, checkin: string, checkout: string) {
  for (const dest of ['deira', 'bur-dubai', 'al-barsha', 'business-bay', 'dubai-marina', 'downtown']) {
    const search = await (
      await request.get(`/api/v1/hotels/search?dest=${dest}&checkin=${checkin}&checkout=${checkout}&rooms=2&limit=50`)
    ).json();
    for (const h of search.hotels as { hid: string }[]) {
      const page = await (
        await request.get(`/api/v1/hotels/${h.hid}?checkin=${checkin}&checkout=${checkout}&rooms=2`)
      ).json();
      const rooms = page.rooms as Room[];
      for (const room of rooms) {
        const rate = room.rates.find((x) => x.rooms_left === 2);
        if (rate) return { hid: h.hid, room, rate };
      }
    }
  }
  throw new Error('no room with two left');
}

/** A checkout of that rate with its guest saved, through the api, as the room and details steps make it. */
async function startCheckout(
  request: APIRequestContext,
  rateKey: string,
  first: string,
  last: string,
): Promise<string> {
  const checkout = await (
    await request.post('/api/v1/hotels/checkouts', { data: { rate_key: rateKey, currency: 'AED' } })
  ).json();
  expect(checkout.checkout_id).toBeTruthy();
  const guests = await request.put(`/api/v1/hotels/checkouts/${checkout.checkout_id}/guests`, {
    data: {
      contact: { email: `${first.toLowerCase()}@example.com` },
      rooms: [{ guests: [{ title: 'mr', first_name: first, last_name: last, citizenship: 'GB' }] }],
    },
  });
  expect(guests.status()).toBe(200);
  return checkout.checkout_id as string;
}

/** Someone else books one room of that rate, through the api, with the test card's PaymentMethod. */
async function bookOne(request: APIRequestContext, rateKey: string): Promise<void> {
  const checkoutId = await startCheckout(request, rateKey, 'Sam', 'Else');
  const pay = (body: Record<string, unknown>) =>
    request.post(`/api/v1/hotels/checkouts/${checkoutId}/pay`, { data: body });
  // Card details are refused before anything is charged: only the card fields' PaymentMethod is taken.
  const raw = await pay({ card: { number: '4242424242424242', expiry: '12/39', cvc: '123' } });
  expect({ status: raw.status(), body: await raw.json() }).toMatchObject({
    status: 400,
    body: { code: 'validation_failed' },
  });
  const paid = await (await pay({ payment_method: 'pm_card_visa' })).json();
  expect(paid.outcome).toBe('confirmed');
}

test.beforeEach(async ({ context }) => {
  await acceptCookieNotice(context);
});

test('choosing a room whose price changed since the page loaded returns to room selection', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const checkin = isoIn(33);
  const checkout = isoIn(35);
  const other = await playwright.request.newContext({ baseURL });
  const { hid, room, rate } = await findTwoLeft(other, checkin, checkout);

  await page.goto(`/hotel?hid=${encodeURIComponent(hid)}&checkin=${checkin}&checkout=${checkout}&rooms=2`);
  await waitForShell(page);
  // Room types are listed cheapest first, so the repriced one can move down the list: find it by its id.
  const roomType = page.locator(`[data-testid=room-type][data-room-type-id="${room.room_type_id}"]`);
  const shown = roomType.locator(`[data-testid=rate][data-total="${rate.total_minor}"]`);
  await expect(shown.first()).toBeVisible();
  await expect(shown.first().getByTestId('rooms-left')).toHaveText('Only 2 rooms left at this price');

  await bookOne(other, rate.rate_key);

  await shown.first().getByTestId('select-rate').click();
  await expect(page.getByTestId('price-changed')).toContainText('The price has changed for this room');
  await expect(page).toHaveURL(/\/hotel\?hid=/);
  // The rates were fetched again: the same rate now shows its last room at the new, higher price.
  const fresh = await (await other.get(`/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=2`)).json();
  const repriced = (fresh.rooms as Room[])
    .find((r) => r.room_type_id === room.room_type_id)
    ?.rates.find((x) => x.rooms_left === 1);
  expect(repriced?.total_minor).toBeGreaterThan(rate.total_minor);
  await expect(roomType.locator(`[data-testid=rate][data-total="${repriced?.total_minor}"]`).first()).toBeVisible();
  await other.dispose();
});

test('a price that changes while the card is typed sends the traveller back to room selection', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const checkin = isoIn(40);
  const checkout = isoIn(42);
  const other = await playwright.request.newContext({ baseURL });
  const { hid, rate } = await findTwoLeft(other, checkin, checkout);
  const mine = await startCheckout(page.request, rate.rate_key, 'Noor', 'Saleh');

  await page.goto(`/hotel/booking/payment?checkout=${mine}`);
  await waitForShell(page);
  await fillCard(page, '4242 4242 4242 4242');
  // Meanwhile someone else takes one of the two rooms: the last one sells at a premium.
  await bookOne(other, rate.rate_key);

  await page.getByTestId('pay').click();
  await expect(page.getByTestId('payment-failure')).toContainText('The price has changed for this room');
  await page.getByRole('link', { name: 'Choose a room again' }).click();
  await expect(page).toHaveURL(/\/hotel\?hid=/);
  expect(new URL(page.url()).searchParams.get('hid')).toBe(hid);
  await expect(page.getByTestId('room-type').first()).toBeVisible();
  await other.dispose();
});
