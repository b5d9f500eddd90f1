import { BuiltInHotelSupply } from './built-in-provider';
import { nightsOf } from './dates';
import { DUBAI_REGION_ID } from './dubai-areas';
import { dubaiInventory } from './dubai-inventory';
import { EtgHotelSupply, etgConfigFromEnv } from './etg-adapter';
import { EtgFakeServer } from './etg-fake-server';
import type { InventoryHotel } from './inventory-types';
import { MemoryInventoryStore, MemoryOrderStore } from './memory-store';
import { pollBookingStatus } from './poll-status';
import { nightlyAllotment } from './price-calendar';
import { primaryPayment, type FinishBookingParams, type Rate, type StayParams, type SupplyErrorCode } from './types';

const NOW = new Date('2026-03-02T08:00:00Z');
const KEY_ID = '4321';
const KEY = 'etg-test-key-0f9a';
const stay: StayParams = { checkin: '2026-03-20', checkout: '2026-03-23', guests: [{ adults: 2, children: [7] }] };
const hotel = dubaiInventory().find(
  (h) =>
    h.cancellation.freeCancellationDays !== null &&
    h.roomTypes.every(
      (rt) =>
        rt.maxOccupancy >= 3 && nightsOf(stay.checkin, stay.checkout).every((n) => nightlyAllotment(h, rt, n) >= 2),
    ),
) as InventoryHotel;

let fake: EtgFakeServer;
let inventory: MemoryInventoryStore;
let builtIn: BuiltInHotelSupply;
let etg: EtgHotelSupply;

beforeEach(async () => {
  inventory = new MemoryInventoryStore(dubaiInventory());
  builtIn = new BuiltInHotelSupply({
    inventory,
    orders: new MemoryOrderStore(),
    secret: 'fake-etg-hash-secret',
    now: () => NOW,
    processingPolls: 0,
  });
  fake = await EtgFakeServer.start({ keyId: KEY_ID, key: KEY, provider: builtIn });
  etg = new EtgHotelSupply({
    baseUrl: fake.url,
    keyId: KEY_ID,
    key: KEY,
    timeoutMs: 2000,
    currency: 'AED',
    now: () => NOW,
  });
});

afterEach(async () => {
  await fake.close();
});

const lastBody = () => fake.requests[fake.requests.length - 1]!.body;

async function expectCode(p: Promise<unknown>, code: SupplyErrorCode) {
  await expect(p).rejects.toMatchObject({ name: 'SupplyError', code });
}

async function pageRate(): Promise<Rate> {
  const page = await etg.hotelPage(hotel.id, stay);
  const rate = page?.rates.find((r) => primaryPayment(r).cancellation_penalties.free_cancellation_before !== null);
  if (!rate) throw new Error('fixture hotel should sell a flexible rate');
  return rate;
}

/** The built-in room type behind an ETG rate (the fake's hashes are the built-in provider's). */
async function roomTypeIdOf(rate: Rate): Promise<string> {
  const direct = await builtIn.hotelPage(hotel.id, stay);
  const id = direct?.rates.find((r) => r.book_hash === rate.book_hash)?.room_type_id;
  if (!id) throw new Error('rate not found on the built-in page');
  return id;
}

function finish(partnerOrderId: string, rate: Rate): FinishBookingParams {
  const pay = primaryPayment(rate);
  return {
    partnerOrderId,
    user: { email: 'guest@example.com', phone: '+971500000000' },
    rooms: [
      {
        guests: [
          { first_name: 'Omar', last_name: 'Khalil', title: 'mr' },
          { first_name: 'Lina', last_name: 'Khalil', is_child: true, age: 7 },
        ],
      },
    ],
    paymentType: { type: pay.type, amount: pay.amount, currency_code: pay.currency_code },
  };
}

async function bookedOrder(partnerOrderId: string) {
  const rate = await pageRate();
  const pre = await etg.prebook(rate.book_hash);
  const form = await etg.createBookingForm({ partnerOrderId, bookHash: pre.bookHash, userIp: '203.0.113.7' });
  return { rate: pre.rate, form };
}

describe('ETG adapter: search', () => {
  it('searches a region with ETG request fields and maps amounts to minor units', async () => {
    const res = await etg.searchRegion({ ...stay, regionId: DUBAI_REGION_ID, hotelsLimit: 20 });
    expect(fake.requests[0]!.endpoint).toBe('searchRegion');
    expect(lastBody()).toEqual({
      checkin: '2026-03-20',
      checkout: '2026-03-23',
      residency: 'ae',
      language: 'en',
      guests: [{ adults: 2, children: [7] }],
      currency: 'AED',
      region_id: DUBAI_REGION_ID,
      hotels_limit: 20,
    });
    const direct = await builtIn.searchRegion({ ...stay, regionId: DUBAI_REGION_ID, hotelsLimit: 20 });
    expect(res.hotels.map((h) => h.id)).toEqual(direct.hotels.map((h) => h.id));
    expect(res.hotels.map((h) => primaryPayment(h.rates[0]!).amount)).toEqual(
      direct.hotels.map((h) => primaryPayment(h.rates[0]!).amount),
    );
    expect(res.total_hotels).toBe(direct.total_hotels);
    // SERP rates come with match_hash on the wire; the adapter exposes it as the rate's hash.
    expect(res.hotels[0]!.rates[0]!.book_hash).toMatch(/^h-/);
    expect(res.hotels[0]!.rates[0]!.rooms).toBe(1);
  });

  it('answers the offers of a stay for search pages from its region search, cheapest first, with no stamp', async () => {
    const offers = await etg.regionOffers({ ...stay, regionId: DUBAI_REGION_ID });
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['searchRegion']);
    const serp = await builtIn.searchRegion({ ...stay, regionId: DUBAI_REGION_ID });
    expect([...offers.keys()].sort()).toEqual(serp.hotels.map((h) => h.hid).sort());
    const first = offers.get(hotel.hid);
    expect(first?.length).toBeGreaterThan(0);
    const nets = (first ?? []).map((o) => o.netMinor);
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    expect(first?.some((o) => o.refundable)).toBe(true);
    expect(await etg.availabilityStamp()).toBeNull();
    expect(etg.statusPollMs).toBe(1000);
  });

  it('searches around a point and by ids and hids', async () => {
    const geo = await etg.searchGeo({ ...stay, latitude: 25.0805, longitude: 55.1403, radius: 2000 });
    expect(lastBody()).toMatchObject({ latitude: 25.0805, longitude: 55.1403, radius: 2000 });
    expect(geo.hotels.length).toBeGreaterThan(3);
    const [a, b] = dubaiInventory().slice(200, 202);
    const byIds = await etg.searchHotels([a!.id, b!.hid], stay);
    expect(lastBody()).toMatchObject({ ids: [a!.id], hids: [b!.hid] });
    expect(byIds.hotels.map((h) => h.hid).sort()).toEqual([a!.hid, b!.hid].sort());
  });

  it('maps the hotel page: book hashes, meals, beds, penalties in minor units', async () => {
    const page = await etg.hotelPage(hotel.hid, stay);
    expect(lastBody()).toMatchObject({ hid: hotel.hid });
    const direct = await builtIn.hotelPage(hotel.id, stay);
    expect(page?.rates).toHaveLength(direct!.rates.length);
    page!.rates.forEach((r, i) => {
      const d = direct!.rates[i];
      expect(r.book_hash).toBe(d!.book_hash);
      expect(r.meal).toBe(d!.meal);
      expect(r.bed_type).toBe(d!.bed_type);
      expect(r.daily_prices).toEqual(d!.daily_prices);
      expect(primaryPayment(r).cancellation_penalties).toEqual(primaryPayment(d!).cancellation_penalties);
      expect(r.allotment).toBe(d!.allotment);
    });
    expect(await etg.hotelPage('no_such_hotel', stay)).toBeNull();
  });

  it('validates the stay before calling ETG', async () => {
    await expectCode(
      etg.searchRegion({ ...stay, regionId: DUBAI_REGION_ID, guests: [{ adults: 1, children: [18] }] }),
      'invalid_params',
    );
    expect(fake.requests).toHaveLength(0);
  });
});

describe('ETG adapter: booking flow', () => {
  it('prebooks with the same price, then with a changed one', async () => {
    const rate = await pageRate();
    const same = await etg.prebook(rate.book_hash, { priceIncreasePercent: 20 });
    expect(lastBody()).toEqual({ hash: rate.book_hash, price_increase_percent: 20 });
    expect(same).toMatchObject({ priceChanged: false });
    expect(primaryPayment(same.rate).amount).toBe(primaryPayment(rate).amount);
    const [n] = await inventory.getAvailability(hotel.id, await roomTypeIdOf(rate), ['2026-03-21']);
    inventory.setPrice(hotel.id, n!.roomTypeId, '2026-03-21', n!.priceMinor + 5000);
    const changed = await etg.prebook(rate.book_hash);
    expect(changed.priceChanged).toBe(true);
    expect(changed.newRate).toBeDefined();
    expect(primaryPayment(changed.rate).amount).toBeGreaterThan(primaryPayment(rate).amount);
  });

  it('books: form → finish → status processing twice, then ok → cancel with refund', async () => {
    fake.setProcessingPolls(2);
    const { rate, form } = await bookedOrder('etg-1');
    expect(lastBody()).toEqual({
      partner_order_id: 'etg-1',
      book_hash: rate.book_hash,
      language: 'en',
      user_ip: '203.0.113.7',
    });
    expect(form.partnerOrderId).toBe('etg-1');
    expect(form.paymentTypes[0]).toEqual({
      type: 'deposit',
      amount: primaryPayment(rate).amount,
      currency_code: 'AED',
      is_need_credit_card_data: false,
      is_need_cvc: false,
    });

    expect(await etg.finishBooking(finish('etg-1', rate))).toEqual({ partnerOrderId: 'etg-1', status: 'processing' });
    const sent = lastBody() as {
      payment_type: { amount: string };
      supplier_data: object;
      rooms: { guests: object[] }[];
    };
    expect(sent.payment_type.amount).toBe((primaryPayment(rate).amount / 100).toFixed(2));
    expect(sent.supplier_data).toEqual({
      first_name_original: 'Omar',
      last_name_original: 'Khalil',
      phone: '+971500000000',
      email: 'guest@example.com',
    });
    expect(sent.rooms[0]!.guests[1]).toEqual({ first_name: 'Lina', last_name: 'Khalil', is_child: true, age: 7 });

    const sleeps: number[] = [];
    const done = await pollBookingStatus(etg, 'etg-1', {
      maxPolls: 5,
      intervalMs: 250,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(done).toMatchObject({ status: 'ok', polls: 3 });
    expect(sleeps).toEqual([250, 250]);

    const cancel = await etg.cancelBooking('etg-1');
    expect(lastBody()).toEqual({ partner_order_id: 'etg-1' });
    expect(cancel).toEqual({ penaltyMinor: 0, refundMinor: primaryPayment(rate).amount, currency: 'AED' });
  });

  it('stops polling after the bound and leaves the order processing', async () => {
    fake.setProcessingPolls(50);
    const { rate } = await bookedOrder('etg-2');
    await etg.finishBooking(finish('etg-2', rate));
    const res = await pollBookingStatus(etg, 'etg-2', { maxPolls: 4, intervalMs: 0 });
    expect(res).toMatchObject({ status: 'processing', polls: 4 });
    expect(fake.requests.filter((r) => r.endpoint === 'bookingFinishStatus')).toHaveLength(4);
  });

  it('reports soldout from finish/status when the last room went between form and finish', async () => {
    const { rate, form } = await bookedOrder('etg-3');
    expect(form.orderId).toBeGreaterThan(0);
    inventory.setAllotment(hotel.id, await roomTypeIdOf(rate), '2026-03-21', 0);
    await etg.finishBooking(finish('etg-3', rate));
    expect(await etg.bookingStatus('etg-3')).toEqual({
      partnerOrderId: 'etg-3',
      status: 'failed',
      error: 'soldout',
      providerError: 'soldout',
    });
  });
});

describe('ETG adapter: supplier errors', () => {
  it.each([
    ['rate_not_found', 'rate_not_found'],
    ['no_available_rates', 'no_available_rates'],
    ['timeout', 'timeout'],
    ['something_new', 'unknown'],
  ] as const)('maps prebook error %s to %s', async (word, code) => {
    fake.failNext('prebook', word);
    await expectCode(etg.prebook('h-anything'), code);
  });

  it('maps search and form errors', async () => {
    fake.failNext('hotelPage', 'no_available_rates');
    await expectCode(etg.hotelPage(hotel.id, stay), 'no_available_rates');
    fake.failNext('bookingForm', 'double_booking_form');
    await expectCode(etg.createBookingForm({ partnerOrderId: 'x', bookHash: 'h-x' }), 'duplicate_reservation');
    fake.failNext('searchRegion', 'invalid_params', 400);
    await expectCode(etg.searchRegion({ ...stay, regionId: 1 }), 'invalid_params');
    fake.failNext('cancel', 'order_not_found');
    await expectCode(etg.cancelBooking('x'), 'order_not_found');
    fake.failNext('searchGeo', 'unknown', 502);
    await expect(etg.searchGeo({ ...stay, latitude: 25.2, longitude: 55.27, radius: 500 })).rejects.toMatchObject({
      code: 'unknown',
      httpStatus: 502,
    });
  });

  it('maps finish errors (booking_form_expired) and real ones from the provider behind', async () => {
    const { rate } = await bookedOrder('etg-4');
    fake.failNext('bookingFinish', 'booking_form_expired');
    await expectCode(etg.finishBooking(finish('etg-4', rate)), 'booking_form_expired');
    await expectCode(etg.prebook('h-not-a-real-hash'), 'rate_not_found');
  });

  it('reads finish/status errors: soldout fails, timeout keeps processing, order_not_found throws', async () => {
    fake.failNext('bookingFinishStatus', 'soldout');
    expect(await etg.bookingStatus('any')).toMatchObject({ status: 'failed', error: 'soldout' });
    fake.failNext('bookingFinishStatus', 'timeout');
    expect(await etg.bookingStatus('any')).toMatchObject({ status: 'processing', providerError: 'timeout' });
    fake.failNext('bookingFinishStatus', 'order_not_found');
    await expectCode(etg.bookingStatus('any'), 'order_not_found');
  });

  it('fails with unauthorized on a wrong key, and the fake answered 401', async () => {
    const wrong = new EtgHotelSupply({ baseUrl: fake.url, keyId: KEY_ID, key: 'wrong', now: () => NOW });
    await expect(wrong.searchRegion({ ...stay, regionId: DUBAI_REGION_ID })).rejects.toMatchObject({
      code: 'unauthorized',
      httpStatus: 401,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('times out a slow answer', async () => {
    fake.delayMs = 400;
    const quick = new EtgHotelSupply({ baseUrl: fake.url, keyId: KEY_ID, key: KEY, timeoutMs: 60, now: () => NOW });
    await expectCode(quick.hotelPage(hotel.id, stay), 'timeout');
  });

  it('answers unknown when ETG cannot be reached', async () => {
    await fake.close();
    await expectCode(etg.searchRegion({ ...stay, regionId: DUBAI_REGION_ID }), 'unknown');
    fake = await EtgFakeServer.start({ keyId: KEY_ID, key: KEY, provider: builtIn });
  });
});

describe('ETG adapter: static data and config', () => {
  it('maps hotel/info in both languages, null for an unknown hotel', async () => {
    const en = await etg.staticHotel(hotel.id, 'en');
    expect(fake.requests[0]).toEqual({ endpoint: 'hotelInfo', body: { id: hotel.id, language: 'en' } });
    expect(en).toMatchObject({
      id: hotel.id,
      hid: hotel.hid,
      name: hotel.name.en,
      kind: hotel.propertyType,
      star_rating: hotel.stars,
      rating: null,
    });
    const ar = await etg.staticHotel(hotel.hid, 'ar');
    expect(ar?.name).toBe(hotel.name.ar);
    expect(await etg.staticHotel('no_such_hotel')).toBeNull();
  });

  it('is configured from the environment, or not at all', () => {
    expect(etgConfigFromEnv({})).toBeNull();
    expect(etgConfigFromEnv({ ETG_KEY_ID: '1', ETG_KEY: 'k', ETG_TIMEOUT_MS: '5000', ETG_RESIDENCY: 'GB' })).toEqual({
      baseUrl: 'https://api.worldota.net',
      keyId: '1',
      key: 'k',
      timeoutMs: 5000,
      currency: undefined,
      residency: 'gb',
    });
    expect(() => etgConfigFromEnv({ ETG_KEY_ID: '1', ETG_KEY: 'k', ETG_TIMEOUT_MS: 'soon' })).toThrow('ETG_TIMEOUT_MS');
  });
});
