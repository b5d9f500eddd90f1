// The activity order mails: the tickets mail when an order is confirmed, and the cancellation with its
// refund. Queued in the order's transaction, one per order and event.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users, type OrderRow } from '../../../db/schema';
import { formatDate, formatMoney } from '../../../mail/format';
import { mailLang, renderMail, type MailFact } from '../../../mail/layout';
import { scheduleJob } from '../../../jobs/queue';
import { enqueueMail } from '../../../mail/queue';
import type { MailAttachment, MailLang, MailMessage } from '../../../providers/mail';
import { getOrderByUuid } from '../../orders/service';
import { readDetails } from './details';
import type { TicketCodes } from '../tickets/code';
import { renderActivityVoucherPdfForOrder } from '../voucher/voucher-pdf';

const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);
const BANDS: Record<'adult' | 'teen' | 'child', [string, string]> = {
  adult: ['Adults', 'البالغون'],
  teen: ['Teens (12–17)', 'المراهقون (12–17)'],
  child: ['Children (3–11)', 'الأطفال (3–11)'],
};
const FOOTER: Record<MailLang, string> = {
  en: 'Questions about your tickets? Reply to this e-mail or write to support@jad.travel. JAD Travel, Dubai.',
  ar: 'لديك سؤال عن تذاكرك؟ رد على هذه الرسالة أو اكتب إلى support@jad.travel. جاد للسفر، دبي.',
};

/** The order page (tickets, QR, voucher, cancellation); a visitor is asked for the booking e-mail there. */
export const activityOrderUrl = (publicUrl: string, orderUuid: string) =>
  `${publicUrl}/activities/order?order_id=${encodeURIComponent(orderUuid)}`;

/** Renders the voucher and queues the tickets mail; queued as a job so the payment's transaction does not draw a PDF. */
export const TICKETS_MAIL_JOB = 'activities.tickets-mail';

/** The buyer's saved language; an order without an account (deleted since) is mailed in English. */
export async function buyerLang(tx: Db, order: OrderRow): Promise<MailLang> {
  if (order.userId === null) return 'en';
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, order.userId)).limit(1);
  return mailLang(row?.language);
}

function orderFacts(order: OrderRow, lang: MailLang): MailFact[] {
  const d = readDetails(order);
  return [
    { label: pick(lang, 'Reference', 'رقم الطلب'), value: order.uuid, ltr: true },
    { label: pick(lang, 'Activity', 'النشاط'), value: pick(lang, d.name_en, d.name_ar || d.name_en) },
    { label: pick(lang, 'Date', 'التاريخ'), value: formatDate(d.visit_date, lang) },
    {
      label: pick(lang, 'Branch', 'الفرع'),
      value: `${pick(lang, d.branch.name_en, d.branch.name_ar || d.branch.name_en)}, ${d.branch.area}`,
    },
    ...d.tickets.map((line) => ({
      label: BANDS[line.band][lang === 'ar' ? 1 : 0],
      value: `${line.quantity} × ${formatMoney(line.unit_price_minor, 'AED', lang)}`,
      ltr: true,
    })),
  ];
}

/** The voucher PDF (QR, code, counts, branch and map link) in the buyer's language, attached to the tickets mail. */
async function voucherAttachment(db: Db, codes: TicketCodes, order: OrderRow, lang: MailLang): Promise<MailAttachment> {
  return {
    filename: `jad-voucher-${order.uuid.slice(0, 8)}.pdf`,
    contentType: 'application/pdf',
    content: await renderActivityVoucherPdfForOrder(db, codes, order.id, lang),
  };
}

export function activityOrderConfirmedMail(
  order: OrderRow,
  lang: MailLang,
  publicUrl: string,
  attachments: MailAttachment[] = [],
): MailMessage {
  const name = pick(lang, readDetails(order).name_en, readDetails(order).name_ar || readDetails(order).name_en);
  const message = renderMail(
    order.contactEmail,
    {
      lang,
      subject: pick(lang, `Your tickets: ${name}`, `تذاكرك: ${name}`),
      heading: pick(lang, 'Your tickets are booked', 'تم حجز تذاكرك'),
      greeting: pick(lang, `Hello ${order.contactName},`, `مرحباً ${order.contactName}،`),
      paragraphs: [
        pick(
          lang,
          `Your order for ${name} is paid and confirmed. Show the reference at the entrance.`,
          `تم دفع طلبك لـ ${name} وتأكيده. أظهر رقم الطلب عند المدخل.`,
        ),
      ],
      facts: [
        ...orderFacts(order, lang),
        { label: pick(lang, 'Paid', 'المبلغ المدفوع'), value: formatMoney(order.amountMinor, 'AED', lang), ltr: true },
      ],
      button: { label: pick(lang, 'View my order', 'عرض طلبي'), url: activityOrderUrl(publicUrl, order.uuid) },
      footer: FOOTER[lang],
    },
    publicUrl,
  );
  return { ...message, attachments };
}

export function activityOrderCancelledMail(
  order: OrderRow,
  lang: MailLang,
  refundMinor: number,
  publicUrl: string,
): MailMessage {
  const name = pick(lang, readDetails(order).name_en, readDetails(order).name_ar || readDetails(order).name_en);
  return renderMail(
    order.contactEmail,
    {
      lang,
      subject: pick(lang, `Order cancelled: ${name}`, `تم إلغاء طلبك: ${name}`),
      heading: pick(lang, 'Your order is cancelled', 'تم إلغاء طلبك'),
      greeting: pick(lang, `Hello ${order.contactName},`, `مرحباً ${order.contactName}،`),
      paragraphs: [
        pick(
          lang,
          `Your tickets for ${name} are cancelled and no longer valid.`,
          `تم إلغاء تذاكرك لـ ${name} ولم تعد صالحة.`,
        ),
      ],
      facts: [
        ...orderFacts(order, lang),
        { label: pick(lang, 'Refund', 'المبلغ المسترد'), value: formatMoney(refundMinor, 'AED', lang), ltr: true },
      ],
      button: { label: pick(lang, 'View my order', 'عرض طلبي'), url: activityOrderUrl(publicUrl, order.uuid) },
      notes: [
        pick(
          lang,
          'Refunds reach your card in up to 15 working days or more, depending on your bank.',
          'يصل المبلغ المسترد إلى بطاقتك خلال 15 يوم عمل أو أكثر، حسب البنك.',
        ),
      ],
      footer: FOOTER[lang],
    },
    publicUrl,
  );
}

/** In the transaction that confirms an order (and issues its ticket): the tickets mail is owed, once per order. */
export async function enqueueActivityOrderConfirmedMail(tx: Db, order: OrderRow): Promise<void> {
  await scheduleJob(tx, {
    kind: TICKETS_MAIL_JOB,
    payload: { order: order.uuid },
    runAt: new Date(),
    dedupeKey: `tickets-mail:${order.uuid}`,
  });
}

/**
 * The tickets-mail job: draws the voucher and queues the mail under the order's key, so a re-run after a crash
 * queues nothing new. An order cancelled before this ran gets its cancellation mail only.
 */
export async function sendActivityTicketsMail(
  db: Db,
  codes: TicketCodes,
  orderUuid: string,
  publicUrl: string,
): Promise<void> {
  const order = await getOrderByUuid(db, orderUuid);
  if (!order || order.kind !== 'activity' || order.status !== 'confirmed') return;
  const lang = await buyerLang(db, order);
  const voucher = await voucherAttachment(db, codes, order, lang);
  await db.transaction((tx) =>
    enqueueMail(
      tx,
      `activity-order-confirmed:${order.uuid}`,
      activityOrderConfirmedMail(order, lang, publicUrl, [voucher]),
    ),
  );
}

/** Queues the cancellation mail with its refund (AED minor units), in the transaction that cancels the order. */
export async function enqueueActivityOrderCancelledMail(
  tx: Db,
  order: OrderRow,
  refundMinor: number,
  publicUrl: string,
): Promise<void> {
  const lang = await buyerLang(tx, order);
  await enqueueMail(
    tx,
    `activity-order-cancelled:${order.uuid}`,
    activityOrderCancelledMail(order, lang, refundMinor, publicUrl),
  );
}
