import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { MediaPurpose } from '../../db/schema';

// Every uploaded picture is decoded and written again as WebP: EXIF (camera, GPS), ICC extras and anything
// hidden after the image data are dropped, orientation is applied to the pixels, and each purpose gets the
// spec's widths (§9: 640 … 3840, quality 75) plus a square thumbnail from the spec's small sizes.

export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;
/** Refuse decompression bombs: 50 megapixels is more than any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;

interface PurposeRule {
  /** Largest width kept. */
  maxWidth: number;
  /** Square crop (profile pictures). */
  square: boolean;
  thumbnail: number;
}

const RULES: Record<MediaPurpose, PurposeRule> = {
  // A feed column is at most ~600 css px (1200 device px); 2048 leaves room for the full-screen view.
  post: { maxWidth: 2048, square: false, thumbnail: 384 },
  profile: { maxWidth: 640, square: true, thumbnail: 256 },
  cover: { maxWidth: 1920, square: false, thumbnail: 384 },
  // Shown small in a review and full screen when tapped, like a post's pictures.
  review: { maxWidth: 2048, square: false, thumbnail: 384 },
};

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Smallest first; the last one is the main picture. */
  variants: ImageVariant[];
  thumbnail: ImageVariant;
}

export class ImageDecodeError extends Error {}

/** The widths to produce for a picture `width` pixels wide (never upscaled; at least one). */
export function variantWidths(width: number, maxWidth: number): number[] {
  const top = Math.min(width, maxWidth);
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < top);
  widths.push(top);
  return widths;
}

const webp = (pipeline: Sharp) => pipeline.webp({ quality: IMAGE_QUALITY, effort: 3 });

/** `input`: the picture's bytes, or the path of a file holding them (read by libvips, outside the js heap). */
export async function processImage(input: Buffer | string, purpose: MediaPurpose): Promise<ProcessedImage> {
  const rule = RULES[purpose];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // `rotate()` with no angle applies the EXIF orientation. Shrinking in the same pass keeps the raw
    // pixels small (a 2048-wide RGB frame is ~9 MB, not the camera's 50 megapixels).
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({
        width: rule.square ? 2048 : rule.maxWidth,
        height: rule.square ? 2048 : undefined,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' });
    decoded = await pipeline.raw().toBuffer({ resolveWithObject: true });
    if (rule.square) {
      const { width, height, channels } = decoded.info;
      const side = Math.min(width, height, rule.maxWidth);
      decoded = await sharp(decoded.data, { raw: { width, height, channels } })
        .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
        .raw()
        .toBuffer({ resolveWithObject: true });
    }
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : 'unreadable image');
  }
  const { width, height, channels } = decoded.info;
  if (width < 16 || height < 16) throw new ImageDecodeError('image too small');
  const base = () => sharp(decoded.data, { raw: { width, height, channels } });

  const variants = await Promise.all(
    variantWidths(width, rule.maxWidth).map(async (w) => {
      const { data, info } = await webp(base().resize({ width: w, withoutEnlargement: true })).toBuffer({
        resolveWithObject: true,
      });
      return { width: info.width, height: info.height, data };
    }),
  );
  const side = Math.min(rule.thumbnail, width, height);
  const thumb = await webp(base().resize(side, side, { fit: 'cover', position: sharp.strategy.attention })).toBuffer({
    resolveWithObject: true,
  });
  return { variants, thumbnail: { width: thumb.info.width, height: thumb.info.height, data: thumb.data } };
}
