import { createTestApp, createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../test/helpers';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, orders } from '../db/schema';
import { seedDubaiInventory } from '../modules/hotels/seed';
import {
  checkoutWithGuests,
  cheapestRate,
  findHotel,
  hotelPage,
  inDays,
  pay,
} from '../modules/hotels/testing/fixtures';
import { enqueueActivityOrderCancelledMail } from '../modules/activities/orders/mail';
import { mailSettled } from './dispatch';

describe.each(dbKinds())('transactional mails through the real routes on %s', (kind) => {
  let t: TestApp;
  let member: TestUserSession;
  beforeAll(async () => {
    // Links in mails come from PUBLIC_URL (the validated config).
    t = await createTestApp(kind, { env: { PUBLIC_URL: 'https://jad.example' } });
    await seedDubaiInventory(t.db);
    member = await createUserSession(t.app, { language: 'ar' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const mailByKey = async (key: string) => {
    await mailSettled();
    return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key)))[0];
  };

  it('mails the hotel confirmation (en) with the manage link, then the cancellation with the refund', async () => {
    const hotel = findHotel((h) => h.cancellation.freeCancellationDays === 2, inDays(25), inDays(27), 2);
    const page = await hotelPage(t.app, t.app.ids.encodeId('hotel', hotel.hid), inDays(25), inDays(27));
    const rate = cheapestRate(page, (r) => r.cancellation.refundable);
    const c = await checkoutWithGuests(t.app, rate.rate_key, { headers: member.headers, email: 'guest@example.test' });
    const paid = await pay(t.app, c.checkout_id, undefined, member.headers);
    expect(paid.outcome).toBe('confirmed');

    const confirmed = await mailByKey(`hotel-booking-confirmed:${paid.order_id}`);
    expect(confirmed).toMatchObject({
      to: 'guest@example.test',
      lang: 'en',
      subject: `Booking confirmed: ${hotel.name.en}`,
    });
    expect(confirmed!.text).toContain(paid.order_id);
    expect(confirmed!.text).toContain(hotel.address.en);
    expect(confirmed!.text).toMatch(/Free cancellation until: .*\(Dubai time, Asia\/Dubai, GMT\+4\)/);
    expect(confirmed!.text).toContain(
      `https://jad.example/hotel/booking/retrieve?order_id=${paid.order_id}&email=guest%40example.test`,
    );
    expect(confirmed!.html).toContain('dir="ltr"');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/cancel',
      payload: { order_id: paid.order_id },
      headers: member.headers,
    });
    expect(res.statusCode).toBe(200);
    const cancelled = await mailByKey(`hotel-booking-cancelled:${paid.order_id}`);
    expect(cancelled).toMatchObject({ to: 'guest@example.test', subject: `Booking cancelled: ${hotel.name.en}` });
    expect(cancelled!.text).toContain('up to 15 working days or more');
    expect(cancelled!.text).toMatch(/Refund: AED [\d,]+\.\d\d/);
  });

  it('mails a contact message to support (reply-to the sender) and acknowledges it, in the sender language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        name: 'سارة',
        email: 'Sara@Example.test',
        subject: 'حجز',
        message: 'أريد تغيير موعد الحجز',
        language: 'ar',
      },
    });
    expect(res.statusCode).toBe(200);
    await mailSettled();
    const [ack] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sara@example.test'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(ack).toMatchObject({ lang: 'ar', subject: expect.stringMatching(/^تلقينا رسالتك \(#\d+\)$/) });
    expect(ack!.html).toContain('dir="rtl"');
    expect(ack!.text).toContain('أريد تغيير موعد الحجز');
    const [support] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'support@jad.travel'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(support).toMatchObject({ replyTo: 'Sara@Example.test', lang: 'ar' });
    expect(support!.text).toContain('أريد تغيير موعد الحجز');
    expect(support!.text).toMatch(/العربية \(ar\)/);
  });

  it('queues the activity cancellation mail with its refund (called directly: cancelling is built elsewhere)', async () => {
    const [hotelOrder] = await t.db.select().from(orders).limit(1);
    // Any order row with activity details will do: make one from the hotel order's shape.
    const details = {
      activity_id: 'x',
      name_en: 'Sky Views',
      name_ar: 'سكاي فيوز',
      horizontal_thumbnail: '',
      branch: { branch_id: 'b', name_en: 'Downtown', name_ar: 'وسط المدينة', area: 'Downtown' },
      visit_date: inDays(10),
      tickets: [{ band: 'adult', quantity: 2, unit_price_minor: 10_000, subtotal_minor: 20_000 }],
      payment_attempt: 0,
      payment: null,
    };
    const order = {
      ...hotelOrder!,
      uuid: '00000000-0000-4000-8000-000000000001',
      userId: member.user.id,
      kind: 'activity' as const,
      contactEmail: member.user.email,
      details,
    };
    await t.db.transaction((tx) => enqueueActivityOrderCancelledMail(tx, order, 20_000, 'https://jad.example'));
    t.app.mailQueue.kick();
    const mail = await mailByKey(`activity-order-cancelled:${order.uuid}`);
    expect(mail).toMatchObject({ to: member.user.email, lang: 'ar', subject: 'تم إلغاء طلبك: سكاي فيوز' });
    expect(mail!.text).toContain('200.00 AED');
    expect(mail!.text).toContain('15 يوم عمل أو أكثر');
  });
});
