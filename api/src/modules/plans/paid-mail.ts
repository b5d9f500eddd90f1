// "Your plan is paid": the plan's summary, each booking with its reference, and the plan as an .ics
// (one VEVENT per dated item, see ./ics.ts), queued in the transaction that marks the plan paid.
import type { Db } from '../../db/client';
import { formatDate, formatMoney } from '../../mail/format';
import { mailLang, renderMail, type MailFact } from '../../mail/layout';
import { enqueueMail } from '../../mail/queue';
import type { MailLang, MailMessage } from '../../providers/mail';
import type { AuthUser } from '../users/types';
import { buildPlanIcs, icsFileName } from './ics';
import type { PlanDetail } from './types';

const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const planUrl = (publicUrl: string, plan: Pick<PlanDetail, 'user_plan_id'>) =>
  `${publicUrl}/plan?pid=${encodeURIComponent(plan.user_plan_id)}`;

export function planPaidMail(
  user: Pick<AuthUser, 'email' | 'language' | 'firstName' | 'username'>,
  plan: PlanDetail,
  publicUrl: string,
  now: Date,
): MailMessage {
  const lang = mailLang(user.language);
  const bookings: MailFact[] = plan.days.flatMap((day) =>
    day.items.map((item) => ({
      label: formatDate(day.date, lang),
      value: pick(lang, item.activity.name_en, item.activity.name_ar || item.activity.name_en),
      detail: `${clock(item.start_min)}–${clock(item.end_min)}${item.order_id ? ` · ${item.order_id}` : ''}`,
    })),
  );
  const message = renderMail(
    user.email,
    {
      lang,
      subject: pick(lang, `Your plan is paid: ${plan.name}`, `تم دفع خطتك: ${plan.name}`),
      heading: pick(lang, 'Your plan is paid', 'تم دفع خطتك'),
      greeting: pick(lang, `Hello ${user.firstName || user.username},`, `مرحباً ${user.firstName || user.username}،`),
      paragraphs: [
        pick(
          lang,
          `Every activity of "${plan.name}" is booked. The attached calendar file adds them to your calendar (times are Dubai time, Asia/Dubai).`,
          `تم حجز جميع أنشطة "${plan.name}". أضف الملف المرفق إلى تقويمك (الأوقات بتوقيت دبي، Asia/Dubai).`,
        ),
      ],
      facts: [
        {
          label: pick(lang, 'Dates', 'التواريخ'),
          value: `${formatDate(plan.start_date, lang)} – ${formatDate(plan.end_date, lang)}`,
        },
        { label: pick(lang, 'Bookings', 'الحجوزات'), value: String(plan.totals.paid_items) },
        {
          label: pick(lang, 'Paid', 'المبلغ المدفوع'),
          value: formatMoney(plan.totals.paid_minor, 'AED', lang),
          ltr: true,
        },
        ...bookings,
      ],
      button: { label: pick(lang, 'Open my plan', 'فتح خطتي'), url: planUrl(publicUrl, plan) },
      footer: pick(
        lang,
        'Questions about your plan? Reply to this e-mail or write to support@jad.travel. JAD Travel, Dubai.',
        'لديك سؤال عن خطتك؟ رد على هذه الرسالة أو اكتب إلى support@jad.travel. جاد للسفر، دبي.',
      ),
    },
    publicUrl,
  );
  const ics = buildPlanIcs(plan, { lang, now, origin: publicUrl });
  return {
    ...message,
    attachments: [
      {
        filename: icsFileName(plan.name),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ics, 'utf8'),
      },
    ],
  };
}

/** Queued once per plan: a plan is paid once. */
export async function enqueuePlanPaidMail(
  tx: Db,
  user: AuthUser,
  plan: PlanDetail,
  publicUrl: string,
  now: Date,
): Promise<void> {
  await enqueueMail(tx, `plan-paid:${plan.user_plan_id}`, planPaidMail(user, plan, publicUrl, now));
}
