import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { FONTS } from './fonts';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it.each(Object.entries(FONTS))('unpacks %s into a font that shapes and measures as the WOFF does', (_name, file) => {
    const woff = readFileSync(file);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // the flavour (TrueType 0x00010000) heads the sfnt
    const doc = new PDFDocument();
    doc.registerFont('woff', file);
    doc.registerFont('sfnt', sfnt);
    const text = file.includes('arabic') ? 'مرحبا بكم في دبي، الطابق 124' : 'Burj Khalifa: At the Top, 10:00–11:30';
    const width = (font: string) => doc.font(font).fontSize(12).widthOfString(text, { features: [] });
    expect(width('sfnt')).toBeGreaterThan(50);
    expect(width('sfnt')).toBe(width('woff'));
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2....'))).toThrow('Not a WOFF 1.0 font');
  });
});
