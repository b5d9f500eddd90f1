import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import type { TextDirection } from '../i18n/languages';
import { getEmotionCache, prepareDirection } from './emotion-cache';

// Emotion may insert with insertRule (speedy) or as text; read both.
function stylesOf(direction: TextDirection): string {
  return getEmotionCache(direction)
    .sheet.tags.map((tag) => {
      const rules = tag.sheet ? Array.from(tag.sheet.cssRules, (rule) => rule.cssText) : [];
      return [tag.textContent ?? '', ...rules].join('\n');
    })
    .join('\n')
    .replace(/\s+/g, '');
}

function renderBox(direction: TextDirection, marginLeft: number) {
  render(
    <CacheProvider value={getEmotionCache(direction)}>
      <Box sx={{ marginLeft: `${marginLeft}px`, paddingRight: '4px' }}>box</Box>
    </CacheProvider>,
  );
}

beforeAll(() => prepareDirection('rtl'));

describe('getEmotionCache', () => {
  it('keys the caches mui and muirtl', () => {
    expect(getEmotionCache('ltr').key).toBe('mui');
    expect(getEmotionCache('rtl').key).toBe('muirtl');
  });

  it('returns the same cache every time for a direction (shared by all React roots)', () => {
    expect(getEmotionCache('rtl')).toBe(getEmotionCache('rtl'));
    expect(getEmotionCache('ltr')).toBe(getEmotionCache('ltr'));
    expect(getEmotionCache('ltr')).not.toBe(getEmotionCache('rtl'));
  });

  it('mirrors physical properties in rtl only', () => {
    renderBox('rtl', 13);
    renderBox('ltr', 17);
    const rtl = stylesOf('rtl');
    const ltr = stylesOf('ltr');
    expect(rtl).toContain('margin-right:13px');
    expect(rtl).toContain('padding-left:4px');
    expect(rtl).not.toContain('margin-left:13px');
    expect(ltr).toContain('margin-left:17px');
    expect(ltr).toContain('padding-right:4px');
  });
});
