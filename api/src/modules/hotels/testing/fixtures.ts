// Helpers for the hotels api tests: dates from today, demo hotels with known terms, and the
// booking flow through the api (search → rates → checkout → guests → pay).
import { addDays, dubaiToday, nightsOf } from '../../../providers/hotel-supply/dates';
import { dubaiInventory } from '../../../providers/hotel-supply/dubai-inventory';
import type { InventoryHotel } from '../../../providers/hotel-supply/inventory-types';
import { nightlyAllotment } from '../../../providers/hotel-supply/price-calendar';
import type { App } from '../../../app';
import { TEST_PAYMENT_METHODS } from '../../../providers/payments/test-cards';
import type { CheckoutDto, HotelPageResponse, PaymentResponse, RateDto } from '../types';

// The test cards as the built-in card element tokenises them (the api never sees a card number).
export const SUCCESS_CARD = TEST_PAYMENT_METHODS.success;
export const DECLINED_CARD = TEST_PAYMENT_METHODS.declined;
export const FLAKY_CARD = TEST_PAYMENT_METHODS.failThenSucceed;
export const THREE_DS_CARD = TEST_PAYMENT_METHODS.threeDSecure;

export const inDays = (days: number) => addDays(dubaiToday(new Date()), days);

/** A demo hotel whose terms fit a test, with every room type open (≥ minRooms) for the stay. */
export function findHotel(
  pred: (h: InventoryHotel) => boolean,
  checkin: string,
  checkout: string,
  minRooms = 2,
): InventoryHotel {
  const nights = nightsOf(checkin, checkout);
  const hotel = dubaiInventory().find(
    (h) => pred(h) && h.roomTypes.every((rt) => nights.every((n) => nightlyAllotment(h, rt, n) >= minRooms)),
  );
  if (!hotel) throw new Error('no demo hotel fits the test');
  return hotel;
}

type Headers = Record<string, string>;

export async function hotelPage(
  app: App,
  hid: string,
  checkin: string,
  checkout: string,
  rooms = '2',
  headers: Headers = {},
): Promise<HotelPageResponse> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/hotels/${hid}?checkin=${checkin}&checkout=${checkout}&rooms=${rooms}`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`hotel page ${res.statusCode}: ${res.body}`);
  return res.json() as HotelPageResponse;
}

export function cheapestRate(page: HotelPageResponse, pred: (r: RateDto) => boolean = () => true): RateDto {
  const rates = (page.rooms ?? [])
    .flatMap((g) => g.rates)
    .filter(pred)
    .sort((a, b) => a.total_minor - b.total_minor);
  if (!rates[0]) throw new Error('no rate fits the test');
  return rates[0];
}

export const mainGuest = { title: 'ms' as const, first_name: 'Amal', last_name: 'Haddad', citizenship: 'AE' };

export async function checkoutWithGuests(
  app: App,
  rateKey: string,
  opts: { headers?: Headers; email?: string; rooms?: number; currency?: string } = {},
): Promise<CheckoutDto> {
  const headers = opts.headers ?? {};
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/hotels/checkouts',
    headers,
    payload: { rate_key: rateKey, currency: opts.currency ?? 'AED' },
  });
  if (created.statusCode !== 201) throw new Error(`checkout ${created.statusCode}: ${created.body}`);
  const checkout = created.json() as CheckoutDto;
  const rooms = Array.from({ length: opts.rooms ?? 1 }, (_, i) => ({ guests: i === 0 ? [mainGuest] : [] }));
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/v1/hotels/checkouts/${checkout.checkout_id}/guests`,
    headers,
    payload: { contact: { email: opts.email ?? 'amal@example.test', phone: '+971 50 000 0000' }, rooms },
  });
  if (saved.statusCode !== 200) throw new Error(`guests ${saved.statusCode}: ${saved.body}`);
  return saved.json() as CheckoutDto;
}

export function payRequest(
  app: App,
  checkoutId: string,
  card: string = SUCCESS_CARD,
  headers: Headers = {},
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/hotels/checkouts/${checkoutId}/pay`,
    headers,
    remoteAddress,
    payload: { payment_method: card },
  });
}

export async function pay(
  app: App,
  checkoutId: string,
  card: string = SUCCESS_CARD,
  headers: Headers = {},
): Promise<PaymentResponse> {
  const res = await payRequest(app, checkoutId, card, headers);
  if (res.statusCode !== 200) throw new Error(`pay ${res.statusCode}: ${res.body}`);
  return res.json() as PaymentResponse;
}
