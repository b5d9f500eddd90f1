import bidiFactory from 'bidi-js';
import { at } from '../checked';

// pdfkit shapes a string with fontkit (Arabic joining forms, and glyphs reversed for a right-to-left script) but has
// no bidi algorithm: a mixed line ("الرقم ABC-123") would come out with its Latin run reversed, and pdfkit lays out
// word by word, which puts Arabic words in left-to-right order. So a line is cut here into runs by the Unicode Bidi
// Algorithm (bidi-js), the runs are put in visual order (rule L2), and each run is drawn on its own: an Arabic run in
// logical order (fontkit reverses it), anything else at an odd level reversed by hand with mirrored brackets.

const bidi = bidiFactory();

export type Dir = 'ltr' | 'rtl';
export interface Segment {
  text: string;
  arabic: boolean;
}

/** Bidi controls steer the algorithm but have no glyph in these fonts: they are dropped before drawing. */
const CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Wraps text in a left-to-right isolate (LRI … PDI): a time or age range then reads 10:00–18:00 inside Arabic. */
export const ltr = (text: string) => `\u2066${text}\u2069`;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const isArabicChar = (ch: string) => ARABIC.test(ch);

/** Cuts a run into pieces of one font: Arabic letters (with the spaces between them) in the Arabic font, the rest Latin. */
function byFont(text: string): Segment[] {
  const out: Segment[] = [];
  for (const ch of text) {
    const last = out[out.length - 1];
    const arabic = ch === ' ' && last ? last.arabic : isArabicChar(ch);
    if (last && last.arabic === arabic) last.text += ch;
    else out.push({ text: ch, arabic });
  }
  return out.filter((s) => s.text.length > 0);
}

/** The line's pieces, left to right as they appear on the page, each ready to hand to pdfkit. */
export function visualSegments(line: string, dir: Dir): Segment[] {
  if (!line) return [];
  const { levels } = bidi.getEmbeddingLevels(line, dir);
  // Level runs in logical order.
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < line.length; i += 1) {
    const last = runs[runs.length - 1];
    // One level per UTF-16 unit of the line.
    const level = at(levels, i);
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : Infinity)));
  for (let level = max; level >= minOdd && Number.isFinite(minOdd); level -= 1) {
    for (let i = 0; i < runs.length;) {
      if (at(runs, i).level < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < runs.length && at(runs, j).level >= level) j += 1;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  const out: Segment[] = [];
  for (const run of runs) {
    const pieces = byFont(line.slice(run.start, run.end).replace(CONTROLS, ''));
    if (run.level % 2 === 0) {
      out.push(...pieces);
      continue;
    }
    for (const piece of pieces.reverse()) {
      // fontkit reverses a string whose script is Arabic; anything else is reversed (and mirrored) here.
      if (piece.arabic && ARABIC.test(piece.text)) out.push(piece);
      else
        out.push({
          text: [...piece.text]
            .reverse()
            .map((c) => bidi.getMirroredCharacter(c) ?? c)
            .join(''),
          arabic: piece.arabic,
        });
    }
  }
  return out;
}
