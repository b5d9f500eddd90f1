import type { PublicMedia } from '@/lib/api-types';

/** A post's picture box, Instagram's bounds: from portrait 4:5 to landscape 1.91:1 (the page and its first frame). */
export function frameRatio(media: Pick<PublicMedia, 'width' | 'height'>): number {
  return Math.min(1.91, Math.max(0.8, media.width / media.height));
}
