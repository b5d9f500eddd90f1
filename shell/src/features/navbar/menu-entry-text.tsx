import { useTranslation } from 'react-i18next';
import { useAppStore } from '@jad/shared-ui/core';
import type { MenuEntry } from './menu-entries';

/** The secondary line of an item: the current currency, or the language the item switches to. */
export function useEntryDetail(entry: MenuEntry): { text: string; lang?: string } | null {
  const { t } = useTranslation('shell');
  const currency = useAppStore((s) => s.currency);
  const lang = useAppStore((s) => s.lang);
  if (entry.id === 'currency') return { text: currency };
  if (entry.id === 'language') {
    const other = lang === 'ar' ? 'en' : 'ar';
    return { text: t(`common:languages.${other}`), lang: other };
  }
  return null;
}
