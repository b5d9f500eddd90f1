import { createTheme, type Theme } from '@mui/material/styles';
import type { TextDirection } from '../i18n/languages';
import type { ThemeMode } from './theme-mode';
import { fontStackFor, palettes } from './tokens';

/** The MUI theme for one mode and text direction. */
export function createAppTheme(mode: ThemeMode, direction: TextDirection): Theme {
  return createTheme({
    direction,
    // Colours MUI derives itself (getContrastText) must also reach AA.
    palette: { ...palettes[mode], contrastThreshold: 4.5 },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: fontStackFor(direction),
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
    },
  });
}

const themes = new Map<string, Theme>();

/** Memoised per mode and direction, so the shell and every remote's React root share one object. */
export function getAppTheme(mode: ThemeMode, direction: TextDirection): Theme {
  const key = `${mode}:${direction}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme(mode, direction);
    themes.set(key, theme);
  }
  return theme;
}
