import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { acceptCookieNotice, setPreferences, waitForShell } from './support/shell';

// What a traveller gets by mail (the mail queue, built-in outbox): a visitor's hotel booking mails a
// confirmation whose manage link works without an account; the contact form mails support and acknowledges
// the sender in the sender's language. The outbox is read at GET /api/v1/dev/outbox (DEV_OUTBOX on the e2e server).

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  lang: string;
  reply_to: string | null;
  key: string | null;
  attachments: { filename: string; content_type: string; size: number }[];
}

const SHOTS = path.resolve(__dirname, '..', '..', 'reports', 'screenshots');

async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), 'GET /dev/outbox needs DEV_OUTBOX=true in the e2e server environment').toBe(200);
  return ((await res.json()) as { mail: OutboxMail[] }).mail;
}

/** Waits for the mail with this idempotency key (it is sent just after the commit that queued it). */
async function mailWithKey(request: APIRequestContext, to: string, key: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(request, to)).find((m) => m.key === key)) !== undefined, {
      timeout: 15_000,
    })
    .toBe(true);
  return found as OutboxMail;
}

/** Shows a mail's HTML as a mail client would (a page of its own) and keeps a screenshot of it. */
async function screenshotMail(page: Page, mail: OutboxMail, name: string): Promise<void> {
  expect(mail.html, 'the mail has an HTML part').toBeTruthy();
  await page.setContent(mail.html as string, { waitUntil: 'load' });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

function isoIn(days: number): string {
  return new Date(Date.now() + 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test.beforeEach(async ({ context }) => {
  await acceptCookieNotice(context);
});

test("a visitor's hotel booking mails a confirmation whose manage link opens the booking", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `mail.visitor.${Date.now()}@example.com`;
  const api = await playwright.request.newContext({ baseURL });
  const checkin = isoIn(50);
  const checkout = isoIn(52);
  const search = await (
    await api.get(`/api/v1/hotels/search?dest=jbr&checkin=${checkin}&checkout=${checkout}&rooms=1&limit=1`)
  ).json();
  const hid = search.hotels[0].hid as string;
  const hotel = await (await api.get(`/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=1`)).json();
  // A rate with free cancellation, so the mail states its deadline.
  const rates = (hotel.rooms as { rates: { rate_key: string; cancellation: { refundable: boolean } }[] }[]).flatMap(
    (room) => room.rates,
  );
  const rate = rates.find((r) => r.cancellation.refundable) ?? rates[0];
  const co = await (await api.post('/api/v1/hotels/checkouts', { data: { rate_key: rate!.rate_key } })).json();
  const guests = await api.put(`/api/v1/hotels/checkouts/${co.checkout_id}/guests`, {
    data: {
      contact: { email },
      rooms: [{ guests: [{ title: 'mrs', first_name: 'Noor', last_name: 'Saleh', citizenship: 'AE' }] }],
    },
  });
  expect(guests.status()).toBe(200);
  const paid = await (
    await api.post(`/api/v1/hotels/checkouts/${co.checkout_id}/pay`, {
      data: { payment_method: 'pm_card_visa' },
    })
  ).json();
  expect(paid.outcome).toBe('confirmed');

  const mail = await mailWithKey(api, email, `hotel-booking-confirmed:${paid.order_id}`);
  expect(mail.lang).toBe('en');
  expect(`${mail.subject}\n${mail.text}`).toContain(hotel.hotel.name);
  expect(mail.text).toContain(paid.order_id);
  if (rate!.cancellation.refundable) expect(mail.text).toMatch(/Free cancellation until: .*Asia\/Dubai/);
  await api.dispose();
  await screenshotMail(page, mail, 'mail-hotel-confirmed-en');

  // The manage link: reference and e-mail filled in, one press opens the booking.
  const link = /https?:\/\/\S+\/hotel\/booking\/retrieve\?\S+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation carries a manage link').toBeTruthy();
  const target = new URL(link as string);
  await page.goto(`${target.pathname}${target.search}`);
  await waitForShell(page);
  await expect(page.getByTestId('retrieve-order-id')).toHaveValue(paid.order_id);
  await expect(page.getByTestId('retrieve-email')).toHaveValue(email);
  await page.getByTestId('retrieve-submit').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/booking/manage\\?order_id=${paid.order_id}`));
  await expect(page.getByTestId('manage-title')).toHaveText(hotel.hotel.name);
  await expect(page.getByTestId('manage-status')).toHaveText('Confirmed');
});

test('the contact form in Arabic mails support (reply-to the sender) and acknowledges the sender in Arabic', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await setPreferences(context, baseURL as string, { lang: 'ar' });
  const email = `contact.${Date.now()}@example.com`;
  await page.goto('/contact');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('#contact-name').fill('ليلى');
  await page.locator('#contact-email').fill(email);
  await page.locator('#contact-subject').fill('سؤال عن الحجز');
  await page.locator('#contact-message').fill('هل يمكن تغيير موعد رحلة السفاري إلى يوم الجمعة؟');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByRole('alert')).toBeVisible();

  const ack = (await mailsTo(page.request, email)).find((m) => m.key?.startsWith('contact-ack:'));
  expect(ack, 'the sender gets an acknowledgement').toBeTruthy();
  expect(ack?.lang).toBe('ar');
  expect(ack?.html).toContain('dir="rtl"');
  await screenshotMail(page, ack as OutboxMail, 'mail-contact-ack-ar');

  const id = (ack?.key as string).slice('contact-ack:'.length);
  const support = (await mailsTo(page.request, 'support@jad.travel')).find((m) => m.key === `contact-support:${id}`);
  expect(support, 'support gets the message').toBeTruthy();
  expect(support?.reply_to).toBe(email);
  expect(support?.text).toContain('هل يمكن تغيير موعد رحلة السفاري إلى يوم الجمعة؟');
});
