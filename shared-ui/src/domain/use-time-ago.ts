import { useCallback } from 'react';
import { useAppStore } from '../store/app-store';
import { timeAgo } from './time-ago';

/** timeAgo bound to the reader's language. */
export function useTimeAgo(): (iso: string | number | Date) => string {
  const lang = useAppStore((s) => s.lang);
  return useCallback((iso) => timeAgo(iso, lang), [lang]);
}
