import { BuiltInHotelSupply, distanceM } from './built-in-provider';
import { encodeBookHash, decodeBookHash } from './book-hash';
import { addDays, nightsOf } from './dates';
import { DUBAI_REGION_ID, areaBySlug } from './dubai-areas';
import { dubaiInventory } from './dubai-inventory';
import type { InventoryHotel } from './inventory-types';
import { MemoryInventoryStore, MemoryOrderStore } from './memory-store';
import { nightlyAllotment } from './price-calendar';
import {
  isSupplyError,
  primaryPayment,
  type FinishBookingParams,
  type Rate,
  type StayParams,
  type SupplyErrorCode,
} from './types';

const SECRET = 'test-secret-for-book-hashes';
const START = new Date('2026-03-02T08:00:00Z');

function setup(opts: { processingPolls?: number } = {}) {
  const clock = { now: new Date(START) };
  const inventory = new MemoryInventoryStore(dubaiInventory());
  const orders = new MemoryOrderStore();
  const provider = new BuiltInHotelSupply({
    inventory,
    orders,
    secret: SECRET,
    now: () => clock.now,
    processingPolls: opts.processingPolls ?? 1,
  });
  return { clock, inventory, orders, provider };
}

const stay: StayParams = { checkin: '2026-03-20', checkout: '2026-03-23', guests: [{ adults: 2, children: [] }] };
// A hotel with free cancellation until 3 days out and every room type open (2+ rooms) all stay.
const flexibleHotel = dubaiInventory().find(
  (h) =>
    h.cancellation.freeCancellationDays === 3 &&
    h.cancellation.penaltyPercent < 100 &&
    h.roomTypes.length >= 2 &&
    h.roomTypes.every((rt) => nightsOf(stay.checkin, stay.checkout).every((n) => nightlyAllotment(h, rt, n) >= 2)),
) as InventoryHotel;

async function expectCode(p: Promise<unknown>, code: SupplyErrorCode) {
  await expect(p).rejects.toMatchObject({ name: 'SupplyError', code });
}

function finishParams(partnerOrderId: string, rate: Rate, rooms = 1): FinishBookingParams {
  const pay = primaryPayment(rate);
  return {
    partnerOrderId,
    user: { email: 'guest@example.com', phone: '+971500000000' },
    rooms: Array.from({ length: rooms }, (_, i) => ({
      guests: i === 0 ? [{ first_name: 'Amal', last_name: 'Haddad', title: 'ms' as const, citizenship: 'AE' }] : [],
    })),
    paymentType: { type: pay.type, amount: pay.amount, currency_code: pay.currency_code },
  };
}

async function flexibleRate(provider: BuiltInHotelSupply, params: StayParams = stay): Promise<Rate> {
  const page = await provider.hotelPage(flexibleHotel.id, params);
  const rate = page?.rates.find((r) => primaryPayment(r).cancellation_penalties.free_cancellation_before !== null);
  if (!rate) throw new Error('the fixture hotel should sell a flexible rate');
  return rate;
}

describe('built-in provider: search', () => {
  it('searches the whole of Dubai cheapest first, every rate priced for the stay', async () => {
    const { provider } = setup();
    const res = await provider.searchRegion({ ...stay, regionId: DUBAI_REGION_ID, hotelsLimit: 50 });
    expect(res.hotels).toHaveLength(50);
    expect(res.total_hotels).toBeGreaterThan(250);
    const cheapest = res.hotels.map((h) => primaryPayment(h.rates[0]!).amount);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    for (const h of res.hotels) {
      for (const r of h.rates) {
        expect(r.book_hash).toMatch(/^h-/);
        expect(r.daily_prices).toHaveLength(3);
        expect(r.daily_prices.reduce((a, b) => a + b, 0)).toBe(primaryPayment(r).amount);
        expect(r.allotment).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('limits a region search to the area asked for', async () => {
    const { provider } = setup();
    const marina = areaBySlug('dubai-marina');
    const res = await provider.searchRegion({ ...stay, regionId: marina.regionId });
    const ids = new Set(
      dubaiInventory()
        .filter((h) => h.area === 'dubai-marina')
        .map((h) => h.id),
    );
    expect(res.hotels.length).toBeGreaterThan(10);
    expect(res.hotels.every((h) => ids.has(h.id))).toBe(true);
  });

  it('finds hotels around a point, nearest first, all inside the radius', async () => {
    const { provider } = setup();
    const burj = { latitude: 25.1972, longitude: 55.2744 };
    const res = await provider.searchGeo({ ...stay, ...burj, radius: 1500 });
    expect(res.hotels.length).toBeGreaterThan(5);
    const byId = new Map(dubaiInventory().map((h) => [h.id, h]));
    const d = res.hotels.map((h) =>
      distanceM(burj.latitude, burj.longitude, byId.get(h.id)!.latitude, byId.get(h.id)!.longitude),
    );
    expect(Math.max(...d)).toBeLessThanOrEqual(1500);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });

  it('searches given hotels by id and by hid', async () => {
    const { provider } = setup();
    const [a, b] = dubaiInventory().slice(100, 102);
    const res = await provider.searchHotels([a!.id, b!.hid], stay);
    expect(res.hotels.map((h) => h.id).sort()).toEqual([a!.id, b!.id].sort());
  });

  it('rejects impossible stays with invalid_params', async () => {
    const { provider } = setup();
    const region = { regionId: DUBAI_REGION_ID };
    await expectCode(provider.searchRegion({ ...stay, ...region, checkout: stay.checkin }), 'invalid_params');
    await expectCode(
      provider.searchRegion({ ...stay, ...region, checkin: '2026-03-01', checkout: '2026-03-03' }),
      'invalid_params',
    );
    await expectCode(
      provider.searchRegion({ ...stay, ...region, guests: [{ adults: 2, children: [18] }] }),
      'invalid_params',
    );
    await expectCode(provider.searchRegion({ ...stay, ...region, guests: [] }), 'invalid_params');
  });

  it('offers rooms with only one or two left somewhere, so the warnings can show', async () => {
    const { provider } = setup();
    const res = await provider.searchRegion({ ...stay, regionId: DUBAI_REGION_ID });
    const left = res.hotels.flatMap((h) => h.rates.map((r) => r.allotment));
    expect(left).toContain(1);
    expect(left).toContain(2);
  });
});

describe('built-in provider: hotel page', () => {
  it('lists flexible and non-refundable rates with ETG-shaped cancellation penalties', async () => {
    const { provider } = setup();
    const page = await provider.hotelPage(flexibleHotel.id, stay);
    expect(page?.hid).toBe(flexibleHotel.hid);
    const flex = await flexibleRate(provider);
    const penalties = primaryPayment(flex).cancellation_penalties;
    // Free until 3 days before check-in, midnight in Dubai (20:00 UTC the day before).
    expect(penalties.free_cancellation_before).toBe('2026-03-16T20:00:00');
    const total = primaryPayment(flex).amount;
    expect(penalties.policies.map((p) => p.amount_charge)).toEqual([
      0,
      Math.ceil((total * flexibleHotel.cancellation.penaltyPercent) / 100),
      total,
    ]);
    const nonRef = page!.rates.find(
      (r) =>
        r.room_type_id === flex.room_type_id &&
        r.meal === flex.meal &&
        r !== flex &&
        primaryPayment(r).cancellation_penalties.free_cancellation_before === null,
    );
    expect(primaryPayment(nonRef!).amount).toBeLessThan(total);
  });

  it('leaves out a room type that is closed on one night (soldout), and keeps the others', async () => {
    const { provider, inventory } = setup();
    const flex = await flexibleRate(provider);
    inventory.setAllotment(flexibleHotel.id, flex.room_type_id!, '2026-03-21', 0);
    const page = await provider.hotelPage(flexibleHotel.id, stay);
    expect(page?.rates.some((r) => r.room_type_id === flex.room_type_id)).toBe(false);
    expect(page?.rates.length).toBeGreaterThan(0);
  });

  it('prices a room per room and per night: two rooms cost twice one', async () => {
    const { provider } = setup();
    const one = await flexibleRate(provider);
    const page2 = await provider.hotelPage(flexibleHotel.id, {
      ...stay,
      guests: [
        { adults: 2, children: [] },
        { adults: 2, children: [] },
      ],
    });
    const two = page2?.rates.find(
      (r) =>
        r.room_type_id === one.room_type_id &&
        r.meal === one.meal &&
        primaryPayment(r).cancellation_penalties.free_cancellation_before !== null,
    );
    expect(two?.rooms).toBe(2);
    expect(primaryPayment(two!).amount).toBe(2 * primaryPayment(one).amount);
  });

  it('answers null for an unknown hotel', async () => {
    const { provider } = setup();
    expect(await provider.hotelPage('no_such_hotel', stay)).toBeNull();
  });
});

describe('built-in provider: prebook', () => {
  it('confirms an unchanged price with a fresh hash', async () => {
    const { provider } = setup();
    const rate = await flexibleRate(provider);
    const res = await provider.prebook(rate.book_hash);
    expect(res.priceChanged).toBe(false);
    expect(res.newRate).toBeUndefined();
    expect(primaryPayment(res.rate).amount).toBe(primaryPayment(rate).amount);
    expect(decodeBookHash(res.bookHash, SECRET)?.totalMinor).toBe(primaryPayment(rate).amount);
  });

  it('reports price_changed with the new rate when the supplier repriced a night', async () => {
    const { provider, inventory } = setup();
    const rate = await flexibleRate(provider);
    const night = await inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, ['2026-03-21']);
    inventory.setPrice(flexibleHotel.id, rate.room_type_id!, '2026-03-21', night[0]!.priceMinor + 10_000);
    const res = await provider.prebook(rate.book_hash);
    expect(res.priceChanged).toBe(true);
    expect(res.newRate).toBe(res.rate);
    expect(primaryPayment(res.rate).amount).toBeGreaterThan(primaryPayment(rate).amount);
    expect(decodeBookHash(res.bookHash, SECRET)?.totalMinor).toBe(primaryPayment(res.rate).amount);
  });

  it('refuses a rise beyond price_increase_percent, accepts one within it', async () => {
    const { provider, inventory } = setup();
    const rate = await flexibleRate(provider);
    const night = await inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, ['2026-03-21']);
    inventory.setPrice(flexibleHotel.id, rate.room_type_id!, '2026-03-21', night[0]!.priceMinor + 10_000);
    await expectCode(provider.prebook(rate.book_hash, { priceIncreasePercent: 0 }), 'no_available_rates');
    await expect(provider.prebook(rate.book_hash, { priceIncreasePercent: 100 })).resolves.toMatchObject({
      priceChanged: true,
    });
  });

  it('rejects altered, foreign and expired hashes as rate_not_found', async () => {
    const { provider, clock } = setup();
    const rate = await flexibleRate(provider);
    const quote = decodeBookHash(rate.book_hash, SECRET)!;
    const cheaper = encodeBookHash({ ...quote, totalMinor: 100 }, 'another-secret-entirely');
    const spliced = `${cheaper.split('.')[0]}.${rate.book_hash.split('.')[1]}`;
    await expectCode(provider.prebook(spliced), 'rate_not_found');
    await expectCode(provider.prebook(cheaper), 'rate_not_found');
    await expectCode(provider.prebook('h-garbage'), 'rate_not_found');
    clock.now = new Date(START.getTime() + 2 * 3_600_000);
    await expectCode(provider.prebook(rate.book_hash), 'rate_not_found');
  });

  it('answers no_available_rates when the room sold out since the search', async () => {
    const { provider, inventory } = setup();
    const rate = await flexibleRate(provider);
    inventory.setAllotment(flexibleHotel.id, rate.room_type_id!, '2026-03-22', 0);
    await expectCode(provider.prebook(rate.book_hash), 'no_available_rates');
  });
});

describe('built-in provider: booking', () => {
  async function book(ctx: ReturnType<typeof setup>, partnerOrderId: string, rate?: Rate) {
    const r = rate ?? (await flexibleRate(ctx.provider));
    const { bookHash, rate: checked } = await ctx.provider.prebook(r.book_hash);
    const form = await ctx.provider.createBookingForm({ partnerOrderId, bookHash });
    return { form, rate: checked };
  }

  it('runs form → finish → status (processing, then ok) and takes the room', async () => {
    const ctx = setup({ processingPolls: 2 });
    const { form, rate } = await book(ctx, 'p-1');
    expect(form.orderId).toBeGreaterThan(0);
    expect(form.paymentTypes[0]).toMatchObject({
      type: 'deposit',
      amount: primaryPayment(rate).amount,
      currency_code: 'AED',
    });
    const nights = nightsOf(stay.checkin, stay.checkout);
    const before = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    expect(await ctx.provider.finishBooking(finishParams('p-1', rate))).toMatchObject({ status: 'processing' });
    expect((await ctx.provider.bookingStatus('p-1')).status).toBe('processing');
    expect((await ctx.provider.bookingStatus('p-1')).status).toBe('processing');
    expect(await ctx.provider.bookingStatus('p-1')).toEqual({ partnerOrderId: 'p-1', status: 'ok' });
    const after = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    expect(after.map((n) => n.allotment)).toEqual(before.map((n) => n.allotment - 1));
  });

  it('treats a retried finish as the same booking: one room taken, same answer', async () => {
    const ctx = setup({ processingPolls: 0 });
    const { rate } = await book(ctx, 'p-2');
    const nights = nightsOf(stay.checkin, stay.checkout);
    const before = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    const [a, b] = await Promise.all([
      ctx.provider.finishBooking(finishParams('p-2', rate)),
      ctx.provider.finishBooking(finishParams('p-2', rate)),
    ]);
    const c = await ctx.provider.finishBooking(finishParams('p-2', rate));
    expect([a.status, b.status, c.status].filter((s) => s === 'ok').length).toBeGreaterThanOrEqual(2);
    expect(c.status).toBe('ok');
    const after = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    expect(after.map((n) => n.allotment)).toEqual(before.map((n) => n.allotment - 1));
  });

  it('sells the last room once when two bookings race for it', async () => {
    const ctx = setup({ processingPolls: 0 });
    const rate = await flexibleRate(ctx.provider);
    for (const n of nightsOf(stay.checkin, stay.checkout))
      ctx.inventory.setAllotment(flexibleHotel.id, rate.room_type_id!, n, 1);
    // The last room sells at a premium, so both book at the re-checked price.
    const { rate: last } = await book(ctx, 'race-a', rate);
    await book(ctx, 'race-b', rate);
    expect(primaryPayment(last).amount).toBeGreaterThan(primaryPayment(rate).amount);
    const results = await Promise.all(
      ['race-a', 'race-b'].map((id) => ctx.provider.finishBooking(finishParams(id, last))),
    );
    expect(results.map((r) => r.status).sort()).toEqual(['failed', 'ok']);
    expect(results.find((r) => r.status === 'failed')?.error).toBe('soldout');
  });

  it('fails with soldout when the allotment reached 0 between form and finish', async () => {
    const ctx = setup({ processingPolls: 1 });
    const { rate } = await book(ctx, 'p-3');
    ctx.inventory.setAllotment(flexibleHotel.id, rate.room_type_id!, '2026-03-20', 0);
    await ctx.provider.finishBooking(finishParams('p-3', rate));
    expect((await ctx.provider.bookingStatus('p-3')).status).toBe('processing');
    expect(await ctx.provider.bookingStatus('p-3')).toEqual({
      partnerOrderId: 'p-3',
      status: 'failed',
      error: 'soldout',
    });
  });

  it('refuses a second form for the same partner order id', async () => {
    const ctx = setup();
    const { rate } = await book(ctx, 'p-4');
    await expectCode(
      ctx.provider.createBookingForm({ partnerOrderId: 'p-4', bookHash: rate.book_hash }),
      'duplicate_reservation',
    );
  });

  it('expires a booking form that waited too long', async () => {
    const ctx = setup();
    const { rate } = await book(ctx, 'p-5');
    ctx.clock.now = new Date(START.getTime() + 31 * 60_000);
    await expectCode(ctx.provider.finishBooking(finishParams('p-5', rate)), 'booking_form_expired');
  });

  it('checks guests and payment on finish', async () => {
    const ctx = setup();
    const { rate } = await book(ctx, 'p-6');
    const ok = finishParams('p-6', rate);
    await expectCode(ctx.provider.finishBooking({ ...ok, rooms: [{ guests: [] }] }), 'invalid_params');
    await expectCode(ctx.provider.finishBooking({ ...ok, rooms: [] }), 'invalid_params');
    await expectCode(
      ctx.provider.finishBooking({ ...ok, paymentType: { ...ok.paymentType, amount: ok.paymentType.amount - 100 } }),
      'invalid_params',
    );
    const child = { first_name: 'Sara', last_name: 'Haddad', is_child: true, age: 18 };
    await expectCode(
      ctx.provider.finishBooking({ ...ok, rooms: [{ guests: [...ok.rooms[0]!.guests, child] }] }),
      'invalid_params',
    );
    await expectCode(ctx.provider.finishBooking({ ...ok, partnerOrderId: 'nope' }), 'order_not_found');
    await expectCode(ctx.provider.bookingStatus('p-6'), 'order_not_found');
  });
});

describe('built-in provider: cancellation', () => {
  async function confirmed(ctx: ReturnType<typeof setup>, id: string, pick: (rates: Rate[]) => Rate | undefined) {
    const page = await ctx.provider.hotelPage(flexibleHotel.id, stay);
    const rate = pick(page!.rates)!;
    const { bookHash } = await ctx.provider.prebook(rate.book_hash);
    await ctx.provider.createBookingForm({ partnerOrderId: id, bookHash });
    await ctx.provider.finishBooking(finishParams(id, rate));
    return rate;
  }
  const flex = (rates: Rate[]) =>
    rates.find((r) => primaryPayment(r).cancellation_penalties.free_cancellation_before !== null);
  const nonRef = (rates: Rate[]) =>
    rates.find((r) => primaryPayment(r).cancellation_penalties.free_cancellation_before === null);

  it('refunds everything before the free-cancellation deadline and puts the room back on sale', async () => {
    const ctx = setup({ processingPolls: 0 });
    const rate = await confirmed(ctx, 'c-1', flex);
    const nights = nightsOf(stay.checkin, stay.checkout);
    const booked = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    ctx.clock.now = new Date('2026-03-16T19:59:59Z');
    const total = primaryPayment(rate).amount;
    expect(await ctx.provider.cancelBooking('c-1')).toEqual({ penaltyMinor: 0, refundMinor: total, currency: 'AED' });
    expect(await ctx.provider.bookingStatus('c-1')).toMatchObject({ status: 'cancelled' });
    const released = await ctx.inventory.getAvailability(flexibleHotel.id, rate.room_type_id!, nights);
    expect(released.map((n) => n.allotment)).toEqual(booked.map((n) => n.allotment + 1));
    await expectCode(ctx.provider.cancelBooking('c-1'), 'not_allowed');
  });

  it('charges the mid penalty after the deadline and the full price from arrival', async () => {
    const ctx = setup({ processingPolls: 0 });
    const rate = await confirmed(ctx, 'c-2', flex);
    const total = primaryPayment(rate).amount;
    const mid = Math.ceil((total * flexibleHotel.cancellation.penaltyPercent) / 100);
    ctx.clock.now = new Date('2026-03-16T20:00:00Z');
    expect(await ctx.provider.cancelBooking('c-2')).toEqual({
      penaltyMinor: mid,
      refundMinor: total - mid,
      currency: 'AED',
    });

    const rate3 = await (async () => {
      ctx.clock.now = new Date(START);
      return confirmed(ctx, 'c-3', flex);
    })();
    ctx.clock.now = new Date('2026-03-20T10:00:00Z');
    expect(await ctx.provider.cancelBooking('c-3')).toMatchObject({
      penaltyMinor: primaryPayment(rate3).amount,
      refundMinor: 0,
    });
  });

  it('keeps everything for a non-refundable rate', async () => {
    const ctx = setup({ processingPolls: 0 });
    const rate = await confirmed(ctx, 'c-4', nonRef);
    expect(await ctx.provider.cancelBooking('c-4')).toMatchObject({
      penaltyMinor: primaryPayment(rate).amount,
      refundMinor: 0,
    });
  });

  it('cannot cancel what is unknown or not confirmed', async () => {
    const ctx = setup();
    await expectCode(ctx.provider.cancelBooking('missing'), 'order_not_found');
    const rate = await flexibleRate(ctx.provider);
    await ctx.provider.createBookingForm({ partnerOrderId: 'c-5', bookHash: rate.book_hash });
    await expectCode(ctx.provider.cancelBooking('c-5'), 'not_allowed');
  });
});

describe('built-in provider: static hotel', () => {
  it('gives ETG-shaped static data in English and Arabic', async () => {
    const { provider } = setup();
    const en = await provider.staticHotel(flexibleHotel.hid, 'en');
    const ar = await provider.staticHotel(flexibleHotel.id, 'ar');
    expect(en).toMatchObject({
      id: flexibleHotel.id,
      name: flexibleHotel.name.en,
      star_rating: flexibleHotel.stars,
      kind: flexibleHotel.propertyType,
    });
    expect(ar?.name).toBe(flexibleHotel.name.ar);
    expect(ar?.name).toMatch(/[\u0600-\u06FF]/);
    expect(en?.images[0]).toBe(`/api/v1/hotels/images/${flexibleHotel.hid}/0/{size}.svg`);
    expect(en?.room_groups).toHaveLength(flexibleHotel.roomTypes.length);
    expect(await provider.staticHotel('missing')).toBeNull();
  });
});

it('is a SupplyError that callers can branch on', async () => {
  const { provider } = setup();
  const err = await provider.prebook('h-x').catch((e: unknown) => e);
  expect(isSupplyError(err, 'rate_not_found')).toBe(true);
  expect(addDays('2026-03-20', -3)).toBe('2026-03-17');
});
