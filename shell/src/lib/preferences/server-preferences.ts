import { appStore, isLang, readLang, readTheme, writeLang, writeTheme, type SessionUser } from '@jad/shared-ui/core';

/**
 * On load the saved preferences of a signed-in user win over the cookies of this browser: a different
 * language or theme is written to its cookie and applied in place (the store drives the providers).
 * Returns what changed.
 */
export function applyServerPreferences(user: Pick<SessionUser, 'language' | 'is_dark_mode'> | null): {
  lang: boolean;
  theme: boolean;
} {
  const changed = { lang: false, theme: false };
  if (!user) return changed;
  const { setLang, setTheme } = appStore.getState();
  if (isLang(user.language) && user.language !== readLang()) {
    writeLang(user.language);
    setLang(user.language);
    changed.lang = true;
  }
  if (typeof user.is_dark_mode === 'boolean') {
    const theme = user.is_dark_mode ? 'dark' : 'light';
    if (theme !== readTheme()) {
      writeTheme(theme);
      setTheme(theme);
      changed.theme = true;
    }
  }
  return changed;
}
