import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff';

// Noto Sans from npm (@fontsource): the Arabic cut shapes Arabic (its GSUB joins letters); it has no Latin letters or
// digits, so Latin runs use the Latin cut. pdfkit embeds a subset of each; the WOFF files are unpacked once per
// process (see woff.ts), as fontkit would re-inflate them on every glyph.
const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

export const FONTS = {
  latin: file('noto-sans', 'noto-sans-latin-400-normal.woff'),
  'latin-bold': file('noto-sans', 'noto-sans-latin-700-normal.woff'),
  arabic: file('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'),
  'arabic-bold': file('noto-sans-arabic', 'noto-sans-arabic-arabic-700-normal.woff'),
} as const;

export type FontName = keyof typeof FONTS;

let unpacked: [FontName, Buffer][] | undefined;

export function registerFonts(doc: PDFKit.PDFDocument): void {
  unpacked ??= (Object.entries(FONTS) as [FontName, string][]).map(([name, path]) => [
    name,
    woffToSfnt(readFileSync(path)),
  ]);
  for (const [name, data] of unpacked) doc.registerFont(name, data);
}

/** The registered font for a run of text: the Arabic cut for Arabic letters, the Latin cut for the rest. */
export const fontFor = (arabic: boolean, bold: boolean): FontName =>
  arabic ? (bold ? 'arabic-bold' : 'arabic') : bold ? 'latin-bold' : 'latin';
