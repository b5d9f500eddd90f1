// What a file really is, read from its first bytes: the name and the Content-Type a browser sends are
// only claims. We accept JPEG, PNG and WebP pictures and MP4 and WebM videos, nothing else (no HEIC).

export type SniffedType =
  | { kind: 'image'; mime: 'image/jpeg' | 'image/png' | 'image/webp' }
  | { kind: 'video'; mime: 'video/mp4' | 'video/webm' };

const ascii = (buf: Uint8Array, start: number, end: number) => Buffer.from(buf.subarray(start, end)).toString('latin1');

/** ISO-BMFF brands that are still images (HEIF/HEIC, AVIF) rather than video. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
/** Brands of MP4-family video a browser plays. */
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
  'MSNV',
  'qt  ',
]);

/** The major brand first, then the compatible brands. */
function mp4Brands(buf: Uint8Array): [string, ...string[]] | null {
  if (buf.length < 12 || ascii(buf, 4, 8) !== 'ftyp') return null;
  const size = Buffer.from(buf).readUInt32BE(0);
  if (size < 16) return [ascii(buf, 8, 12)];
  const end = Math.min(size, buf.length);
  const brands: [string, ...string[]] = [ascii(buf, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(buf, i, i + 4));
  return brands;
}

export function sniffMediaType(buf: Uint8Array): SniffedType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg' };
  if (buf.length >= 8 && ascii(buf, 0, 8) === '\x89PNG\r\n\x1a\n') return { kind: 'image', mime: 'image/png' };
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp' };

  const brands = mp4Brands(buf);
  if (brands) {
    // A HEIC photo is an ftyp file too: its major brand says it is a still image.
    if (IMAGE_BRANDS.has(brands[0])) return null;
    if (brands.some((b) => VIDEO_BRANDS.has(b))) return { kind: 'video', mime: 'video/mp4' };
    return null;
  }

  // EBML header; the DocType says webm (matroska files are not played by every browser).
  if (buf.length >= 4 && buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3) {
    const head = ascii(buf, 0, Math.min(buf.length, 64));
    if (head.includes('webm')) return { kind: 'video', mime: 'video/webm' };
  }
  return null;
}
