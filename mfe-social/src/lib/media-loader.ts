import type { ImageLoader } from '@jad/shared-ui';
import type { PublicMedia } from './api-types';

/**
 * Uploaded pictures are stored at the spec's widths (variants); this loader picks the smallest stored
 * width that covers what the browser asks for, so srcset candidates point at real files.
 */
export function variantLoader(media: Pick<PublicMedia, 'url' | 'variants'>): ImageLoader {
  return (_src, width) => {
    const fit = media.variants.find((v) => v.width >= width);
    return (fit ?? media.variants[media.variants.length - 1] ?? media).url;
  };
}
