import type { ImgHTMLAttributes } from 'react';
import { IMAGE_DEVICE_WIDTHS, IMAGE_FIXED_SIZES, IMAGE_QUALITY } from '../constants';

/** Builds the URL of `src` resized to `width` (the image service decides how). */
export type ImageLoader = (src: string, width: number, quality: number) => string;

/** Asks for the width and quality in the query; a server that ignores them serves the original. */
export const defaultImageLoader: ImageLoader = (src, width, quality) => {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}w=${width}&q=${quality}`;
};

let configuredLoader: ImageLoader = defaultImageLoader;

/** Lets the shell point every remote's images at the image service once. */
export function setImageLoader(loader: ImageLoader): void {
  configuredLoader = loader;
}

const ALL_WIDTHS = [...IMAGE_FIXED_SIZES, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);

// data:, blob: and SVG images cannot be resized by a service: use them as they are.
function isResizable(src: string): boolean {
  return !/^(data:|blob:)/.test(src) && !/\.svg(\?|#|$)/i.test(src);
}

/**
 * The srcSet: with `sizes`, every device width (the browser picks by layout width);
 * with a fixed `width` and no sizes, 1x and 2x candidates from the known widths.
 */
export function buildSrcSet(
  src: string,
  loader: ImageLoader,
  options: { sizes?: string; width?: number; quality?: number },
): string | undefined {
  if (!isResizable(src)) return undefined;
  const quality = options.quality ?? IMAGE_QUALITY;
  if (options.sizes === undefined && options.width !== undefined) {
    const pick = (target: number) => ALL_WIDTHS.find((w) => w >= target) ?? Math.max(...ALL_WIDTHS);
    const oneX = pick(options.width);
    const twoX = pick(options.width * 2);
    return [`${loader(src, oneX, quality)} 1x`, `${loader(src, twoX, quality)} 2x`].join(', ');
  }
  return IMAGE_DEVICE_WIDTHS.map((w) => `${loader(src, w, quality)} ${w}w`).join(', ');
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height'
> {
  src: string;
  /** Required: describe the image, or '' for a purely decorative one. */
  alt: string;
  width?: number;
  height?: number;
  /** Layout width hint, e.g. '(max-width: 600px) 100vw, 50vw'; defaults to 100vw without a fixed width. */
  sizes?: string;
  quality?: number;
  /** Above-the-fold image: load eagerly with high priority. */
  priority?: boolean;
  loader?: ImageLoader;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  quality,
  priority = false,
  loader,
  ...rest
}: ResponsiveImageProps) {
  const resolvedSizes = sizes ?? (width === undefined ? '100vw' : undefined);
  const srcSet = buildSrcSet(src, loader ?? configuredLoader, { sizes: resolvedSizes, width, quality });
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? resolvedSizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
