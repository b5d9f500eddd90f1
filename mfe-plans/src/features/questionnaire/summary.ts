// The traveller's answer to a step as one line, for their chat bubble.
import type { TFunction } from 'i18next';
import { formatDateRange, type Lang, localized } from '@jad/shared-ui';
import type { PlanOptions } from '@/lib/plan-types';
import { formatClock, tripDays } from '@/lib/time';
import type { Answers, StepId } from './answers';

export function summarise(
  step: StepId,
  a: Answers,
  t: TFunction,
  lang: Lang,
  options: PlanOptions,
  currency: string,
): string {
  switch (step) {
    case 'mode':
      return a.mode ? t(`questionnaire.mode.${a.mode}`) : '';
    case 'interests': {
      const names = a.interests.map((slug) => {
        const found = options.interests.find((i) => i.slug === slug);
        return found ? localized(lang, found.name_en, found.name_ar) : slug;
      });
      return names.length > 0 ? names.join(lang === 'ar' ? '، ' : ', ') : t('questionnaire.summary.noInterests');
    }
    case 'travellers':
      return a.travellers ? t(`questionnaire.travellers.${a.travellers}`) : '';
    case 'group':
      return [
        a.adults > 0 ? t('trip.adults', { count: a.adults }) : null,
        a.teens > 0 ? t('trip.teens', { count: a.teens }) : null,
        a.children > 0 ? t('trip.children', { count: a.children }) : null,
      ]
        .filter(Boolean)
        .join(lang === 'ar' ? '، ' : ', ');
    case 'destination': {
      const d = options.destinations.find((x) => x.slug === a.destination);
      return d ? localized(lang, d.name_en, d.name_ar) : '';
    }
    case 'dates':
      return a.startDate && a.endDate
        ? `${formatDateRange(a.startDate, a.endDate, lang)} · ${t('trip.days', { count: tripDays(a.startDate, a.endDate) })}`
        : '';
    case 'free-time': {
      const day = t('questionnaire.summary.day', { from: formatClock(a.dayStartMin), to: formatClock(a.dayEndMin) });
      if (a.freeTime.length === 0) return day;
      return `${day} · ${t('questionnaire.summary.free', { count: a.freeTime.length })}`;
    }
    case 'optional': {
      const parts = [t(`questionnaire.optional.paces.${a.pace}`)];
      if (a.budget.trim()) parts.push(`${t('questionnaire.summary.budget')} ${a.budget.trim()} ${currency}`);
      if (a.mustSee.length > 0)
        parts.push(a.mustSee.map((m) => localized(lang, m.name_en, m.name_ar)).join(lang === 'ar' ? '، ' : ', '));
      return parts.join(' · ');
    }
    case 'name':
      return a.name.trim();
  }
}
