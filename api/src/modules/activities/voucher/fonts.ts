import { createRequire } from 'node:module';

// Noto Sans from npm (@fontsource): the Arabic cut shapes Arabic (its GSUB joins letters); it has no Latin letters or
// digits, so Latin runs use the Latin cut. pdfkit reads WOFF through fontkit and embeds a subset.
const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

export const FONTS = {
  latin: file('noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: file('noto-sans', 'noto-sans-latin-700-normal.woff'),
  arabic: file('noto-sans-arabic', 'noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold: file('noto-sans-arabic', 'noto-sans-arabic-arabic-700-normal.woff'),
} as const;
