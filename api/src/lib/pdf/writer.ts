import { visualSegments, type Dir } from './bidi-line';
import { fontFor, type FontName } from './fonts';

/**
 * Advance widths at size 1 by font and text, shared by every document: fontkit shapes a run afresh on each call (the
 * whole-run layout that Arabic needs bypasses pdfkit's per-word cache), and a plan asks for the same names, labels and
 * words many times while it wraps and measures. Bounded, so odd input cannot grow it without end.
 */
const ADVANCE = new Map<string, number>();
const ADVANCE_MAX = 50_000;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  link?: string;
  /** Where a line sits in its box: the language's start side (default), its end side, or the middle. */
  align?: 'start' | 'end' | 'center';
}

export const INK = '#1a1a2e';

/**
 * Draws text with bidi and shaping (see bidi-line.ts), wrapped to a width. pdfkit's own text layout is not used for
 * the lines: it would put Arabic words left to right. Every call answers the y below what it drew.
 */
export class PdfWriter {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly dir: Dir,
  ) {}

  private advance(text: string, font: FontName, size: number): number {
    const key = `${font}\u0000${text}`;
    let unit = ADVANCE.get(key);
    if (unit === undefined) {
      unit = this.doc.font(font).fontSize(1000).widthOfString(text, { features: [] }) / 1000;
      if (ADVANCE.size >= ADVANCE_MAX) ADVANCE.clear();
      ADVANCE.set(key, unit);
    }
    return unit * size;
  }

  /** The drawn width of one line (remembered at size 1, as its runs' widths: the bidi pass is not free either). */
  widthOf(line: string, size: number, bold = false): number {
    const key = `line:${this.dir}:${bold ? 'b' : 'r'}\u0000${line}`;
    let unit = ADVANCE.get(key);
    if (unit === undefined) {
      unit = visualSegments(line, this.dir).reduce((w, s) => w + this.advance(s.text, fontFor(s.arabic, bold), 1), 0);
      ADVANCE.set(key, unit);
    }
    return unit * size;
  }

  /**
   * Greedy word wrap in logical order; each line is then reordered on its own, as the bidi algorithm says. A line's
   * width is the sum of its words' and spaces' (Arabic letters never join across a space), so each word is shaped once.
   */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    if (!text) return lines;
    const space = this.widthOf(' ', size, bold);
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        const wordWidth = this.widthOf(word, size, bold);
        if (line && lineWidth + space + wordWidth > width) {
          lines.push(line);
          line = word;
          lineWidth = wordWidth;
        } else {
          lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
          line = line ? `${line} ${word}` : word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  static lineHeight(size: number): number {
    return size * 1.55;
  }

  /** The height `text` takes in a box of `width`, without drawing it. */
  measure(text: string, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 11;
    return this.wrap(text, width, size, style.bold).length * PdfWriter.lineHeight(size);
  }

  /** Draws `text` in the box that starts at x and is `width` wide; returns the y below it. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const size = style.size ?? 11;
    const bold = style.bold ?? false;
    const align = style.align ?? 'start';
    for (const line of this.wrap(text, width, size, bold)) {
      const total = this.widthOf(line, size, bold);
      const toRight = (align === 'start' && this.dir === 'rtl') || (align === 'end' && this.dir === 'ltr');
      let cx = align === 'center' ? x + (width - total) / 2 : toRight ? x + width - total : x;
      for (const s of visualSegments(line, this.dir)) {
        const font = fontFor(s.arabic, bold);
        const advance = this.advance(s.text, font, size);
        this.doc
          .font(font)
          .fontSize(size)
          .fillColor(style.color ?? INK);
        // One alphabetic baseline for both fonts: their ascenders differ, so top-aligned runs would not line up.
        this.doc.text(s.text, cx, y + size * 1.07, {
          lineBreak: false,
          features: [],
          baseline: 'alphabetic',
          ...(style.link ? { link: style.link } : {}),
        });
        cx += advance;
      }
      y += PdfWriter.lineHeight(size);
    }
    return y;
  }
}
