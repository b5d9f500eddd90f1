import { getContrastRatio, type Theme } from '@mui/material/styles';
import { THEME_MODES } from './theme-mode';
import { createAppTheme, getAppTheme } from './create-app-theme';
import { fontStackFor } from './tokens';

const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

function textPairs(theme: Theme): [string, string, string][] {
  const { palette } = theme;
  const backgrounds = [palette.background.default, palette.background.paper];
  const pairs: [string, string, string][] = [];
  for (const bg of backgrounds) {
    pairs.push(['text.primary', palette.text.primary, bg], ['text.secondary', palette.text.secondary, bg]);
    // Main colours are also used as text: links, text buttons, helper texts, outlined buttons.
    for (const colour of COLOURS) pairs.push([`${colour}.main on page`, palette[colour].main, bg]);
  }
  for (const colour of COLOURS) {
    pairs.push([`${colour}.contrastText`, palette[colour].contrastText, palette[colour].main]);
  }
  return pairs;
}

describe.each(THEME_MODES)('%s theme', (mode) => {
  const theme = createAppTheme(mode, 'ltr');

  it('meets WCAG AA contrast (4.5:1) for every text pair', () => {
    const failing = textPairs(theme)
      .map(([name, fg, bg]) => ({ name, fg, bg, ratio: getContrastRatio(fg, bg) }))
      .filter((pair) => pair.ratio < AA);
    expect(failing).toEqual([]);
  });

  it('is a blue-primary, 12px-rounded theme of the right mode', () => {
    expect(theme.palette.mode).toBe(mode);
    expect(theme.shape.borderRadius).toBe(12);
    const hex = theme.palette.primary.main.replace('#', '');
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(r!);
    expect(b).toBeGreaterThan(g!);
  });
});

describe('direction and fonts', () => {
  it('sets the direction and an Arabic-first font stack in rtl', () => {
    const rtl = createAppTheme('light', 'rtl');
    expect(rtl.direction).toBe('rtl');
    expect(rtl.typography.fontFamily).toBe(fontStackFor('rtl'));
    expect(fontStackFor('rtl').startsWith('"Noto Kufi Arabic"')).toBe(true);
    expect(fontStackFor('rtl')).toContain('Tahoma');
  });

  it('uses Inter then system fonts in ltr', () => {
    const ltr = createAppTheme('dark', 'ltr');
    expect(ltr.direction).toBe('ltr');
    expect(ltr.typography.fontFamily).toMatch(/^Inter, system-ui/);
  });

  it('getAppTheme memoises one theme per mode and direction', () => {
    expect(getAppTheme('dark', 'rtl')).toBe(getAppTheme('dark', 'rtl'));
    expect(getAppTheme('dark', 'rtl')).not.toBe(getAppTheme('light', 'rtl'));
    expect(getAppTheme('dark', 'rtl')).not.toBe(getAppTheme('dark', 'ltr'));
  });
});
