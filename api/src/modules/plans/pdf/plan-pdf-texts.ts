import { ltr } from '../../../lib/pdf/bidi-line';
import type { PdfLang } from '../../../lib/pdf/document';
import type { PlanStatus, TravelMode } from '../types';

// The plan PDF's words in both languages, kept beside the renderer (the api has no i18n catalogue of its own).
// Counted words follow the plans front end's wording (mfe-plans locales), chosen by the CLDR plural rules.

type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const plural = (lang: PdfLang, forms: Forms) => {
  const rules = new Intl.PluralRules(lang);
  return (count: number) => {
    const form = rules.select(count);
    return (forms[form] ?? forms.other).replace('{n}', String(count));
  };
};

export interface PlanPdfTexts {
  subtitle: string;
  plannedBy: (name: string) => string;
  stay: (place: string) => string;
  group: { adults: (n: number) => string; teens: (n: number) => string; children: (n: number) => string };
  days: (n: number) => string;
  dayTitle: (n: number, date: string) => string;
  status: Record<PlanStatus, string>;
  budget: string;
  empty: string;
  fromStay: string;
  toNext: string;
  backToStay: string;
  minutes: (n: number) => string;
  travel: (minutes: number, mode: TravelMode) => string;
  near: string;
  dayTotal: string;
  paid: string;
  /** The owner's bookings made outside the plan: the mark, and each kind's line. */
  booked: string;
  booking: Record<'check-in' | 'check-out' | 'tickets', (name: string) => string>;
  totals: string;
  activities: string;
  tickets: string;
  paidTotal: string;
  onTheRoad: string;
  pricesNote: string;
  page: (n: number, of: number) => string;
  sep: string;
}

const enMinutes = (n: number) => `${n} min`;
const arMinutes = plural('ar', {
  one: 'دقيقة واحدة',
  two: 'دقيقتان',
  few: '{n} دقائق',
  many: '{n} دقيقة',
  other: '{n} دقيقة',
});

export const PLAN_PDF_TEXTS: Record<PdfLang, PlanPdfTexts> = {
  en: {
    subtitle: 'Trip plan',
    plannedBy: (name) => `Planned by ${name}`,
    stay: (place) => `Staying in ${place}`,
    group: {
      adults: plural('en', { one: '1 adult', other: '{n} adults' }),
      teens: plural('en', { one: '1 teenager', other: '{n} teenagers' }),
      children: plural('en', { one: '1 child', other: '{n} children' }),
    },
    days: plural('en', { one: '1 day', other: '{n} days' }),
    dayTitle: (n, date) => `Day ${n} · ${date}`,
    status: { unconfirmed: 'Unconfirmed', 'in-progress': 'In progress', confirmed: 'Confirmed', past: 'Past' },
    budget: 'Budget',
    empty: 'Nothing planned this day.',
    fromStay: 'From your stay',
    toNext: 'To the next stop',
    backToStay: 'Back to your stay',
    minutes: enMinutes,
    travel: (n, mode) => `${enMinutes(n)} ${mode === 'walk' ? 'on foot' : 'by car or taxi'}`,
    near: 'right here',
    dayTotal: 'Day total',
    paid: 'Paid',
    booked: 'Booked',
    booking: {
      'check-in': (name) => `Check-in: ${name}`,
      'check-out': (name) => `Check-out: ${name}`,
      tickets: (name) => `Tickets: ${name}`,
    },
    totals: 'Totals',
    activities: 'Activities',
    tickets: 'Tickets for the group',
    paidTotal: 'Paid',
    onTheRoad: 'Time on the road',
    pricesNote:
      "Ticket prices are for the whole group at today's prices, in UAE dirhams (AED). Travel times are estimates.",
    page: (n, of) => `Page ${n} of ${of}`,
    sep: ', ',
  },
  ar: {
    subtitle: 'خطة الرحلة',
    plannedBy: (name) => `خطّطها ${name}`,
    stay: (place) => `الإقامة في ${place}`,
    group: {
      adults: plural('ar', {
        one: 'بالغ واحد',
        two: 'بالغان',
        few: '{n} بالغين',
        many: '{n} بالغًا',
        other: '{n} بالغ',
      }),
      teens: plural('ar', {
        one: 'مراهق واحد',
        two: 'مراهقان',
        few: '{n} مراهقين',
        many: '{n} مراهقًا',
        other: '{n} مراهق',
      }),
      children: plural('ar', { one: 'طفل واحد', two: 'طفلان', few: '{n} أطفال', many: '{n} طفلًا', other: '{n} طفل' }),
    },
    days: plural('ar', { one: 'يوم واحد', two: 'يومان', few: '{n} أيام', many: '{n} يومًا', other: '{n} يوم' }),
    dayTitle: (n, date) => `اليوم ${n} · ${date}`,
    status: { unconfirmed: 'غير مؤكدة', 'in-progress': 'قيد التنفيذ', confirmed: 'مؤكدة', past: 'منتهية' },
    budget: 'الميزانية',
    empty: 'لا شيء مخطط لهذا اليوم.',
    fromStay: 'من مكان إقامتك',
    toNext: 'إلى المحطة التالية',
    backToStay: 'العودة إلى مكان إقامتك',
    minutes: arMinutes,
    travel: (n, mode) => `${arMinutes(n)} ${mode === 'walk' ? 'سيرًا على الأقدام' : 'بالسيارة أو سيارة الأجرة'}`,
    near: 'على مقربة',
    dayTotal: 'مجموع اليوم',
    paid: 'مدفوع',
    booked: 'محجوز',
    booking: {
      'check-in': (name) => `تسجيل الوصول: ${name}`,
      'check-out': (name) => `تسجيل المغادرة: ${name}`,
      tickets: (name) => `تذاكر: ${name}`,
    },
    totals: 'المجاميع',
    activities: 'الأنشطة',
    tickets: 'تذاكر المجموعة',
    paidTotal: 'المدفوع',
    onTheRoad: 'الوقت على الطريق',
    pricesNote: 'أسعار التذاكر للمجموعة كلها بأسعار اليوم، بالدرهم الإماراتي (AED). أوقات التنقل تقديرية.',
    page: (n, of) => `صفحة ${ltr(String(n))} من ${ltr(String(of))}`,
    sep: '، ',
  },
};
