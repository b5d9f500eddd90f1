// The theme's values without MUI: the palettes and font stacks, for the MUI theme (create-app-theme.ts) and for the
// first frames' plain CSS (frame/index.ts), which must not load MUI.
import type { PaletteOptions } from '@mui/material/styles';
import type { TextDirection } from '../i18n/languages';
import type { ThemeMode } from './theme-mode';

const LATIN_FONTS = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
];
// Arabic first in rtl; Tahoma is on nearly every system and renders Arabic well as a fallback.
const ARABIC_FONTS = ['"Noto Kufi Arabic"', '"Noto Sans Arabic"', 'Tahoma', 'Inter', 'system-ui', 'sans-serif'];

export function fontStackFor(direction: TextDirection): string {
  return (direction === 'rtl' ? ARABIC_FONTS : LATIN_FONTS).join(', ');
}

// Every pair used for text (text on background, contrastText on each main colour, main colours used as
// text on the page) is at least 4.5:1 (WCAG AA); create-app-theme.test.ts checks it.
export const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#1559C7', light: '#4B82DD', dark: '#0D3F94', contrastText: '#FFFFFF' },
    secondary: { main: '#0F6E66', light: '#3C8F88', dark: '#0A4E48', contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    warning: { main: '#A8480A', contrastText: '#FFFFFF' },
    info: { main: '#0A6AA1', contrastText: '#FFFFFF' },
    success: { main: '#1F7A35', contrastText: '#FFFFFF' },
    background: { default: '#F5F7FB', paper: '#FFFFFF' },
    text: { primary: '#0F172A', secondary: '#475569', disabled: '#94A3B8' },
    divider: '#E2E8F0',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#7AB2FF', light: '#A6CBFF', dark: '#4A8FEA', contrastText: '#0B1220' },
    secondary: { main: '#5FD4C4', light: '#8FE3D8', dark: '#2FAE9D', contrastText: '#0B1220' },
    error: { main: '#FF8A80', contrastText: '#0B1220' },
    warning: { main: '#FBBF24', contrastText: '#0B1220' },
    info: { main: '#7DD3FC', contrastText: '#0B1220' },
    success: { main: '#6EE7A0', contrastText: '#0B1220' },
    background: { default: '#0B1220', paper: '#121C2F' },
    text: { primary: '#E6EDF7', secondary: '#A9B6C8', disabled: '#64748B' },
    divider: '#23314A',
  },
} as const satisfies Record<ThemeMode, PaletteOptions>;
