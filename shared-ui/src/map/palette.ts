import type { Theme } from '@mui/material/styles';

/** The colours a map is drawn in, from the app's theme (light or dark). */
export interface MapPalette {
  mode: 'light' | 'dark';
  sea: string;
  land: string;
  /** Coast lines and place names. */
  ink: string;
  font: string;
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  paper: string;
  text: string;
}

export function mapPalette(theme: Theme): MapPalette {
  const dark = theme.palette.mode === 'dark';
  return {
    mode: theme.palette.mode,
    sea: dark ? '#0f2a3d' : '#bfe0f2',
    land: dark ? '#2b2f36' : '#f2ecdf',
    ink: theme.palette.text.secondary,
    font: theme.typography.fontFamily ?? 'sans-serif',
    primary: theme.palette.primary.main,
    onPrimary: theme.palette.primary.contrastText,
    secondary: theme.palette.secondary.main,
    onSecondary: theme.palette.secondary.contrastText,
    paper: theme.palette.background.paper,
    text: theme.palette.text.primary,
  };
}
