import { useTranslation } from 'react-i18next';
import { durationParts } from '@/lib/duration';
import { NS } from '@/i18n';

/** "4 h 30 min" in the reader's language. */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation(NS);
  const parts = durationParts(minutes);
  if (parts.hours === 0) return <>{t('duration.minutes', { count: parts.minutes })}</>;
  if (parts.minutes === 0) return <>{t('duration.hours', { count: parts.hours })}</>;
  return <>{t('duration.hoursMinutes', { hours: parts.hours, minutes: parts.minutes })}</>;
}
