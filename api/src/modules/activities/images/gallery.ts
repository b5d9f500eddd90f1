import { IMAGE_SIZES } from './sizes';
import { activityImageSvg, type ImageSubject } from '../catalog/images';
import type { ImageMotif } from '../catalog/types';

// The gallery's extra pictures: variations of the activity's own illustration (another light, another
// composition, a neighbouring motif), all deterministic so their URLs can be cached forever.

const NEIGHBOUR: Record<ImageMotif, ImageMotif> = {
  tower: 'boat',
  dune: 'mountain',
  wave: 'boat',
  boat: 'wave',
  museum: 'tower',
  coaster: 'wave',
  bus: 'tower',
  plate: 'tower',
  mountain: 'dune',
};

export function variantSubject(subject: ImageSubject, variant: number): ImageSubject {
  const { slug, image, categories } = subject;
  switch (variant) {
    case 1:
      return { slug: `${slug}~1`, image: { hue: (image.hue + 35) % 360, motif: image.motif }, categories };
    case 2: {
      // The other time of day: night scenes get a daytime twin and the other way round.
      const night = categories.includes('night');
      return {
        slug: `${slug}~2`,
        image,
        categories: night ? categories.filter((c) => c !== 'night') : [...categories, 'night'],
      };
    }
    case 3:
      return { slug: `${slug}~3`, image: { hue: (image.hue + 320) % 360, motif: NEIGHBOUR[image.motif] }, categories };
    default:
      return subject;
  }
}

export function isAllowedWidth(width: number): boolean {
  return IMAGE_SIZES.includes(width);
}

/** 16:9 at the asked width. */
export function renderActivityImage(subject: ImageSubject, variant: number, width: number): string {
  return activityImageSvg(variantSubject(subject, variant), width, Math.round((width * 9) / 16));
}
