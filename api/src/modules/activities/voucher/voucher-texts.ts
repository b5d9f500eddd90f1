import type { TicketBand } from '../types';
import { ltr } from '../../../lib/pdf/bidi-line';

// The voucher's words in both languages. Kept beside the renderer: the api has no i18n catalogue of its own.
export const VOUCHER_TEXTS = {
  en: {
    title: 'Activity voucher',
    reference: 'Booking reference',
    date: 'Date of visit',
    hours: 'Opening hours',
    closed: 'Closed',
    branch: 'Branch',
    address: 'Address',
    dubai: 'Dubai, United Arab Emirates',
    map: 'Open in Google Maps',
    tickets: 'Tickets',
    band: { adult: 'Adult', teen: 'Teen (12–17)', child: 'Child (3–11)' } satisfies Record<TicketBand, string>,
    code: 'Ticket code',
    lead: 'Lead traveller',
    freeUntil: (when: string) => `Free cancellation until ${when}`,
    nonRefundable: 'Non-refundable',
    scan: 'Show this QR code at the entrance. One code admits the whole group.',
    redeemed: 'This ticket has been used.',
  },
  ar: {
    title: 'قسيمة النشاط',
    reference: 'رقم الحجز',
    date: 'تاريخ الزيارة',
    hours: 'ساعات العمل',
    closed: 'مغلق',
    branch: 'الفرع',
    address: 'العنوان',
    dubai: 'دبي، الإمارات العربية المتحدة',
    map: 'افتح الموقع في خرائط Google',
    tickets: 'التذاكر',
    band: { adult: 'بالغ', teen: `مراهق (${ltr('12–17')})`, child: `طفل (${ltr('3–11')})` } satisfies Record<
      TicketBand,
      string
    >,
    code: 'رمز التذكرة',
    lead: 'المسافر الرئيسي',
    freeUntil: (when: string) => `إلغاء مجاني حتى ${when}`,
    nonRefundable: 'غير قابل للاسترداد',
    scan: 'أظهر رمز QR هذا عند المدخل. رمز واحد يكفي لدخول المجموعة كلها.',
    redeemed: 'تم استخدام هذه التذكرة.',
  },
} as const;
