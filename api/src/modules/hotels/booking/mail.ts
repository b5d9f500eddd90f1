// The hotel booking mails: confirmed, cancelled, and failed with a refund. Queued in the transaction that
// settles the order, one per order and event (`hotel-booking-confirmed:<order uuid>`).
import type { HotelCheckoutRow, OrderRow } from '../../../db/schema';
import type { Db } from '../../../db/client';
import { formatDate, formatDubaiTime, formatMoney } from '../../../mail/format';
import { mailLang, renderMail, type MailFact } from '../../../mail/layout';
import { enqueueMail } from '../../../mail/queue';
import { convertAedMinor } from '../../../providers/fx/convert';
import type { CurrencyCode } from '../../../providers/fx/currencies';
import type { MailLang, MailMessage } from '../../../providers/mail';
import type { MealCode } from '../types';
import { snapshotOf } from './checkout-view';

export type HotelMailEvent = 'confirmed' | 'cancelled' | 'failed';

const MEALS: Record<MealCode, [string, string]> = {
  nomeal: ['Room only', 'الغرفة فقط'],
  breakfast: ['Breakfast included', 'الإفطار مشمول'],
  'half-board': ['Half board', 'نصف إقامة'],
  'full-board': ['Full board', 'إقامة كاملة'],
  'all-inclusive': ['All inclusive', 'شامل كليًا'],
};
const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);

/** The booking's retrieve page with reference and e-mail filled in: works without an account. */
export const manageBookingUrl = (publicUrl: string, order: Pick<OrderRow, 'uuid' | 'contactEmail'>) =>
  `${publicUrl}/hotel/booking/retrieve?order_id=${encodeURIComponent(order.uuid)}&email=${encodeURIComponent(order.contactEmail)}`;

/** An amount in AED, and in the booking currency when that is another one. */
function paid(aedMinor: number, order: OrderRow, lang: MailLang): string {
  const aed = formatMoney(aedMinor, 'AED', lang);
  if (order.currency === 'AED') return aed;
  const shown = convertAedMinor(aedMinor, order.currency as CurrencyCode, order.fxRate);
  return `${formatMoney(shown, order.currency, lang)} (${aed})`;
}

function guestsText(row: HotelCheckoutRow, lang: MailLang): string {
  const adults = row.guests.reduce((n, r) => n + r.adults, 0);
  const children = row.guests.reduce((n, r) => n + r.children.length, 0);
  const rooms = row.guests.length;
  return lang === 'ar'
    ? `${rooms} ${rooms === 1 ? 'غرفة' : 'غرف'}، ${adults} بالغ${children ? `، ${children} طفل` : ''}`
    : `${rooms} room${rooms === 1 ? '' : 's'}, ${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`;
}

function bookingFacts(order: OrderRow, row: HotelCheckoutRow, lang: MailLang): MailFact[] {
  const snap = snapshotOf(row);
  return [
    { label: pick(lang, 'Reference', 'رقم الحجز'), value: order.uuid, ltr: true },
    { label: pick(lang, 'Hotel', 'الفندق'), value: snap.hotel.name },
    { label: pick(lang, 'Address', 'العنوان'), value: snap.hotel.address },
    { label: pick(lang, 'Check-in', 'تسجيل الوصول'), value: formatDate(row.checkin, lang) },
    { label: pick(lang, 'Check-out', 'تسجيل المغادرة'), value: formatDate(row.checkout, lang) },
    { label: pick(lang, 'Guests', 'الضيوف'), value: guestsText(row, lang) },
    { label: pick(lang, 'Room', 'الغرفة'), value: snap.room.name },
    { label: pick(lang, 'Meals', 'الوجبات'), value: MEALS[snap.room.meal]?.[lang === 'ar' ? 1 : 0] ?? snap.room.meal },
  ];
}

function deadline(row: HotelCheckoutRow, lang: MailLang): string {
  const before = snapshotOf(row).cancellation.free_cancellation_before;
  return before ? formatDubaiTime(before, lang) : pick(lang, 'Non-refundable', 'غير قابل للاسترداد');
}

const FOOTER: Record<MailLang, string> = {
  en: 'Questions about your booking? Reply to this e-mail or write to support@jad.travel. JAD Travel, Dubai.',
  ar: 'لديك سؤال عن حجزك؟ رد على هذه الرسالة أو اكتب إلى support@jad.travel. جاد للسفر، دبي.',
};
const REFUND_TIME: Record<MailLang, string> = {
  en: 'Refunds reach your card in up to 15 working days or more, depending on your bank.',
  ar: 'يصل المبلغ المسترد إلى بطاقتك خلال 15 يوم عمل أو أكثر، حسب البنك.',
};

export function hotelBookingMail(
  event: HotelMailEvent,
  order: OrderRow,
  row: HotelCheckoutRow,
  publicUrl: string,
  refundMinor = 0,
): MailMessage {
  const lang = mailLang(snapshotOf(row).lang);
  const name = order.contactName;
  const hotel = snapshotOf(row).hotel.name;
  const facts = bookingFacts(order, row, lang);
  const manage = { label: pick(lang, 'Manage my booking', 'إدارة حجزي'), url: manageBookingUrl(publicUrl, order) };
  const greeting = pick(lang, `Hello ${name},`, `مرحباً ${name}،`);
  if (event === 'confirmed') {
    return renderMail(
      order.contactEmail,
      {
        lang,
        subject: pick(lang, `Booking confirmed: ${hotel}`, `تم تأكيد حجزك: ${hotel}`),
        heading: pick(lang, 'Your booking is confirmed', 'تم تأكيد حجزك'),
        greeting,
        paragraphs: [
          pick(
            lang,
            `Your stay at ${hotel} is booked and paid. Keep this e-mail: the reference is what the hotel asks for.`,
            `تم حجز إقامتك في ${hotel} ودفع ثمنها. احتفظ بهذه الرسالة: رقم الحجز هو ما سيطلبه الفندق.`,
          ),
        ],
        facts: [
          ...facts,
          { label: pick(lang, 'Paid', 'المبلغ المدفوع'), value: paid(order.amountMinor, order, lang), ltr: true },
          { label: pick(lang, 'Free cancellation until', 'الإلغاء المجاني حتى'), value: deadline(row, lang) },
        ],
        button: manage,
        notes: [
          pick(
            lang,
            'To manage the booking without an account, use the reference and this e-mail address.',
            'لإدارة الحجز دون حساب، استخدم رقم الحجز وهذا البريد الإلكتروني.',
          ),
        ],
        footer: FOOTER[lang],
      },
      publicUrl,
    );
  }
  const cancelled = event === 'cancelled';
  return renderMail(
    order.contactEmail,
    {
      lang,
      subject: cancelled
        ? pick(lang, `Booking cancelled: ${hotel}`, `تم إلغاء حجزك: ${hotel}`)
        : pick(lang, `Booking failed, refunded: ${hotel}`, `تعذّر الحجز وتم رد المبلغ: ${hotel}`),
      heading: cancelled
        ? pick(lang, 'Your booking is cancelled', 'تم إلغاء حجزك')
        : pick(lang, 'We could not book your stay', 'تعذّر إتمام حجزك'),
      greeting,
      paragraphs: [
        cancelled
          ? pick(lang, `Your booking at ${hotel} is cancelled.`, `تم إلغاء حجزك في ${hotel}.`)
          : pick(
              lang,
              `The hotel could not confirm your stay at ${hotel} after the payment, so we refunded it. Nothing else is charged.`,
              `لم يتمكن الفندق من تأكيد إقامتك في ${hotel} بعد الدفع، لذلك رددنا المبلغ. لن يُخصم أي مبلغ آخر.`,
            ),
      ],
      facts: [
        ...facts,
        { label: pick(lang, 'Refund', 'المبلغ المسترد'), value: paid(refundMinor, order, lang), ltr: true },
      ],
      button: manage,
      notes: [REFUND_TIME[lang]],
      footer: FOOTER[lang],
    },
    publicUrl,
  );
}

/** Queues the mail of `event` for this order, in the caller's transaction. */
export async function enqueueHotelBookingMail(
  tx: Db,
  event: HotelMailEvent,
  order: OrderRow,
  row: HotelCheckoutRow,
  publicUrl: string,
  refundMinor = 0,
): Promise<void> {
  await enqueueMail(
    tx,
    `hotel-booking-${event}:${order.uuid}`,
    hotelBookingMail(event, order, row, publicUrl, refundMinor),
  );
}
