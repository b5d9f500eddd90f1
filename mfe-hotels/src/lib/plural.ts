import { formatNumber, useAppStore } from '@jad/shared-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

// Counted phrases have four forms, because Arabic has a dual and a different plural above ten:
// one ("غرفة واحدة"), two ("غرفتان"), few (3–10: "3 غرف"), many (0 and 11+: "11 غرفة").
export type CountForm = 'one' | 'two' | 'few' | 'many';
export type CountKind = 'adults' | 'children' | 'rooms' | 'nights' | 'hotels' | 'reviews' | 'stars';

export function countForm(n: number): CountForm {
  if (n === 1) return 'one';
  if (n === 2) return 'two';
  if (n >= 3 && n <= 10) return 'few';
  return 'many';
}

export function useCount(): (kind: CountKind, n: number) => string {
  const { t } = useTranslation(NS);
  const lang = useAppStore((s) => s.lang);
  return useCallback(
    (kind, n) => t(`count.${kind}.${countForm(n)}`, { count: formatNumber(n, lang) as unknown as number }),
    [t, lang],
  );
}

/** ", " in English, "، " in Arabic. */
export function listSeparator(lang: string): string {
  return lang === 'ar' ? '، ' : ', ';
}
