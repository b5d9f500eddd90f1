// "How was <hotel>? Rate it": the activity reminder (./reminder.ts) for a stay. Queued in the transaction that
// confirms the hotel booking, to run at 10:00 Dubai time the day after check-out; when it runs it checks the
// order again, so a cancelled or already reviewed booking gets nothing. Members only (a visitor cannot review).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelReviews, type OrderRow } from '../../db/schema';
import { scheduleJob } from '../../jobs/queue';
import { enqueueMail } from '../../mail/queue';
import type { MailLang, MailMessage } from '../../providers/mail';
import { buyerLang } from '../activities/orders/mail';
import { getOrderByUuid } from '../orders/service';
import { pick, reminderTime, renderReviewReminder } from './reminder';

export const HOTEL_REVIEW_REMINDER_JOB = 'hotels.review-reminder';

/** The hotel page with the review form open for this booking. */
export const hotelReviewFormUrl = (publicUrl: string, encodedHid: string, orderUuid: string) =>
  `${publicUrl}/hotel?hid=${encodeURIComponent(encodedHid)}&review=${encodeURIComponent(orderUuid)}#reviews`;

/** Queues the reminder in the transaction that confirms the booking; once per order (the job's dedupe key). */
export async function scheduleHotelReviewReminder(tx: Db, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  await scheduleJob(tx, {
    kind: HOTEL_REVIEW_REMINDER_JOB,
    payload: { order: order.uuid },
    runAt: reminderTime(order.endsOn),
    dedupeKey: `hotel-review-reminder:${order.uuid}`,
  });
}

export function hotelReviewReminderMail(order: OrderRow, lang: MailLang, publicUrl: string): MailMessage {
  const hotel = (order.details as { hotel?: { hid?: string; name?: string } } | null)?.hotel;
  return renderReviewReminder(order, lang, publicUrl, {
    // The hotel's name as it was booked (the supplier gives it in the booking's language).
    name: hotel?.name || order.title,
    intro: pick(
      lang,
      'We hope you enjoyed your stay. A rating and a few words help other travellers choose; your review is marked as a verified stay.',
      'نأمل أنك استمتعت بإقامتك. يساعد تقييمك وبضع كلمات منك المسافرين الآخرين على الاختيار، وتظهر مراجعتك كإقامة موثّقة.',
    ),
    footer: pick(
      lang,
      'You receive this once, after a stay booked with JAD Travel, Dubai.',
      'تصلك هذه الرسالة مرة واحدة بعد إقامة حجزتها مع جاد للسفر، دبي.',
    ),
    url: hotelReviewFormUrl(publicUrl, hotel?.hid ?? '', order.uuid),
  });
}

/** The job: mails the reminder if the booking is still confirmed and not yet reviewed; the mail key makes it once. */
export async function runHotelReviewReminder(db: Db, orderUuid: string, now: Date, publicUrl: string): Promise<void> {
  const order = await getOrderByUuid(db, orderUuid);
  if (!order || order.kind !== 'hotel' || order.status !== 'confirmed' || order.userId === null) return;
  const [reviewed] = await db
    .select({ id: hotelReviews.reviewId })
    .from(hotelReviews)
    .where(eq(hotelReviews.orderId, order.id))
    .limit(1);
  if (reviewed) return;
  await enqueueMail(
    db,
    `hotel-review-reminder:${order.uuid}`,
    hotelReviewReminderMail(order, await buyerLang(db, order), publicUrl),
    now,
  );
}
