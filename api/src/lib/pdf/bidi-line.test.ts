import { ltr, visualSegments } from './bidi-line';

const texts = (line: string, dir: 'ltr' | 'rtl') => visualSegments(line, dir).map((s) => s.text);

describe('visualSegments (the voucher lines, left to right as drawn)', () => {
  it('keeps an English line as it is', () => {
    expect(texts('Adult × 2', 'ltr')).toEqual(['Adult × 2']);
  });

  it('puts an Arabic line right to left, with Latin and digit runs in place and read left to right', () => {
    // Arabic pieces stay in logical order (their trailing space too): fontkit reverses and joins their glyphs itself.
    expect(texts('رقم الحجز ABC-123', 'rtl')).toEqual(['ABC-123', 'رقم الحجز ']);
    expect(texts('افتح الموقع في خرائط Google', 'rtl')).toEqual(['Google', 'افتح الموقع في خرائط ']);
  });

  it('mirrors brackets in a right-to-left run and keeps an isolated range left to right', () => {
    expect(texts(`مراهق (${ltr('12–17')}) × 1`, 'rtl')).toEqual(['1', ' × (', '12–17', ')', 'مراهق ']);
    // Without the isolate the bidi algorithm reads the range right to left, as a browser would.
    expect(texts('ساعات 10:00–18:00', 'rtl')).toEqual(['18:00', '–', '10:00', 'ساعات ']);
  });

  it('keeps a reference that starts with digits in one piece on an Arabic page only when isolated', () => {
    // An order id alone on its line of an Arabic voucher (voucher-pdf.ts isolates it).
    const id = '17343616-e084-4cb8-aac8-59bbf4e44e98';
    expect(texts(ltr(id), 'rtl')).toEqual([id]);
    expect(texts(id, 'rtl').join('')).not.toBe(id);
  });

  it('marks which pieces need the Arabic font and drops bidi controls', () => {
    const segments = visualSegments(`الساعات ${ltr('10:00–18:00')}`, 'rtl');
    expect(segments).toEqual([
      { text: '10:00–18:00', arabic: false },
      { text: 'الساعات ', arabic: true },
    ]);
  });
});
