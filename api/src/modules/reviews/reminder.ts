// "How was it? Rate it": one mail the day after an activity visit, in the buyer's language, linking to the review
// form. A job is queued in the transaction that confirms (pays) the order, to run at 10:00 Dubai time the day
// after the visit; when it runs it checks the order again, so a cancelled or already reviewed order gets nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityReviews, type OrderRow } from '../../db/schema';
import { scheduleJob } from '../../jobs/queue';
import { renderMail } from '../../mail/layout';
import { enqueueMail } from '../../mail/queue';
import type { MailLang, MailMessage } from '../../providers/mail';
import { addDays } from '../activities/booking/visit-date';
import { buyerLang } from '../activities/orders/mail';
import { readDetails } from '../activities/orders/details';
import { getOrderByUuid } from '../orders/service';

export const REVIEW_REMINDER_JOB = 'activities.review-reminder';

/** 10:00 in Dubai (UTC+4, no daylight saving) on the day after the visit. */
export const reminderTime = (visitDate: string): Date => new Date(`${addDays(visitDate, 1)}T10:00:00+04:00`);

/** The review form: the activity's page opens it for this order. */
export const reviewFormUrl = (publicUrl: string, acid: string, orderUuid: string) =>
  `${publicUrl}/activity-detail?acid=${encodeURIComponent(acid)}&review=${encodeURIComponent(orderUuid)}#reviews`;

/** Queues the reminder in the transaction that confirms the order; once per order (the job's dedupe key). */
export async function scheduleReviewReminder(tx: Db, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  await scheduleJob(tx, {
    kind: REVIEW_REMINDER_JOB,
    payload: { order: order.uuid },
    runAt: reminderTime(order.startsOn),
    dedupeKey: `review-reminder:${order.uuid}`,
  });
}

export const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);

/** The words that differ between an activity's reminder and a hotel's; the mail around them is one. */
export interface ReminderTexts {
  name: string;
  intro: string;
  footer: string;
  url: string;
}

/** "How was <name>? Rate it", with one button to the review form; hotel-reminder.ts uses it too. */
export function renderReviewReminder(
  order: OrderRow,
  lang: MailLang,
  publicUrl: string,
  texts: ReminderTexts,
): MailMessage {
  const { name } = texts;
  return renderMail(
    order.contactEmail,
    {
      lang,
      subject: pick(lang, `How was ${name}? Rate it`, `كيف كانت تجربتك في ${name}؟ قيّمها`),
      heading: pick(lang, `How was ${name}?`, `كيف كانت تجربتك في ${name}؟`),
      greeting: pick(lang, `Hello ${order.contactName},`, `مرحباً ${order.contactName}،`),
      paragraphs: [texts.intro],
      button: { label: pick(lang, 'Rate it', 'قيّمها'), url: texts.url },
      footer: texts.footer,
    },
    publicUrl,
  );
}

export function reviewReminderMail(order: OrderRow, lang: MailLang, publicUrl: string): MailMessage {
  const d = readDetails(order);
  return renderReviewReminder(order, lang, publicUrl, {
    name: pick(lang, d.name_en, d.name_ar || d.name_en),
    intro: pick(
      lang,
      'We hope you enjoyed your visit. A rating and a few words help other travellers choose; your review is marked as a verified booking.',
      'نأمل أنك استمتعت بزيارتك. يساعد تقييمك وبضع كلمات منك المسافرين الآخرين على الاختيار، وتظهر مراجعتك كحجز موثّق.',
    ),
    footer: pick(
      lang,
      'You receive this once, after a visit booked with JAD Travel, Dubai.',
      'تصلك هذه الرسالة مرة واحدة بعد زيارة حجزتها مع جاد للسفر، دبي.',
    ),
    url: reviewFormUrl(publicUrl, d.activity_id, order.uuid),
  });
}

/**
 * The job: mails the reminder if the order is still paid and not yet reviewed. The mail's key makes it once per
 * order even if the job runs twice; it is due at the pass's time, so the same pass sends it.
 */
export async function runReviewReminder(db: Db, orderUuid: string, now: Date, publicUrl: string): Promise<void> {
  const order = await getOrderByUuid(db, orderUuid);
  if (!order || order.kind !== 'activity' || order.status !== 'confirmed' || order.userId === null) return;
  const [reviewed] = await db
    .select({ id: activityReviews.reviewId })
    .from(activityReviews)
    .where(eq(activityReviews.orderId, order.id))
    .limit(1);
  if (reviewed) return;
  await enqueueMail(
    db,
    `activity-review-reminder:${order.uuid}`,
    reviewReminderMail(order, await buyerLang(db, order), publicUrl),
    now,
  );
}
