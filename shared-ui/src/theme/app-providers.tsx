import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, syncLanguage } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { useAppStore } from '../store/app-store';
import { getAppTheme } from './create-app-theme';
import { getEmotionCache, isDirectionReady, prepareDirection } from './emotion-cache';

export interface AppProvidersProps {
  children: ReactNode;
  /** Render MUI's CssBaseline; only the shell should, remotes inherit its global styles. */
  cssBaseline?: boolean;
}

/**
 * Theme, direction-aware style cache and i18n for one React root. The shell and every remote wrap
 * their root in it; all read the same store and share the same memoised caches and themes.
 */
export function AppProviders({ children, cssBaseline = false }: AppProvidersProps) {
  const mode = useAppStore((s) => s.theme);
  const lang = useAppStore((s) => s.lang);
  const direction = directionOf(lang);

  useEffect(() => {
    syncLanguage(lang);
  }, [lang]);

  // Arabic needs the RTL plugin, loaded on demand; the shell prepares it before its first render,
  // so this wait only happens when the language changes in a running page.
  const [, setPrepared] = useState(0);
  const ready = isDirectionReady(direction);
  useEffect(() => {
    if (!ready) void prepareDirection(direction).then(() => setPrepared((n) => n + 1));
  }, [ready, direction]);
  if (!ready) return null;

  return (
    <CacheProvider value={getEmotionCache(direction)}>
      <ThemeProvider theme={getAppTheme(mode, direction)}>
        {cssBaseline ? <CssBaseline /> : null}
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
