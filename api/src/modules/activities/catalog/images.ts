// Generated thumbnails: every activity gets a flat illustration with no download and no licence to track.
import { drawMotif, type MotifPalette } from './image-motifs';
import { createRandom, hashString, randomInt } from './prng';
import type { CatalogActivity } from './types';

/** Drawing box; 16:9 like the horizontal thumbnails the front end shows. */
const VIEW_W = 1600;
const VIEW_H = 900;

export type ImageSubject = Pick<CatalogActivity, 'slug' | 'image' | 'categories'>;

const hsl = (h: number, s: number, l: number) => `hsl(${((Math.round(h) % 360) + 360) % 360}, ${s}%, ${l}%)`;

/**
 * An SVG document of `width`×`height` pixels (default 16:9 thumbnail). The picture keeps its
 * proportions and is cropped to fill other aspect ratios. Deterministic per slug.
 */
export function activityImageSvg(activity: ImageSubject, width = 640, height = 360): string {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    throw new RangeError('Image width and height must be positive numbers');
  }
  const seed = hashString(activity.slug);
  const random = createRandom(seed);
  const night = activity.categories.includes('night');
  const hue = activity.image.hue;
  // Ids must be unique per document when several thumbnails are inlined in one page.
  const id = `sky${seed.toString(36)}`;

  const top = night ? hsl(hue + 10, 55, 14) : hsl(hue, 65, 42);
  const bottom = night ? hsl(hue - 20, 45, 38) : hsl(hue + 30, 80, 80);
  // Silhouettes are shades of the sky hue (calm, flat look); accents use its complement.
  // The sea stays blue-green and only leans a quarter of the way toward the sky's hue.
  const seaHue = 195 + (((((hue - 195) % 360) + 540) % 360) - 180) * 0.25;
  const palette: MotifPalette = night
    ? {
        ink: hsl(hue + 15, 40, 8),
        mid: hsl(hue + 10, 30, 20),
        far: hsl(hue, 30, 30),
        light: hsl(hue + 40, 70, 80),
        warm: hsl(hue + 180, 60, 55),
        water: [hsl(seaHue, 45, 22), hsl(seaHue, 50, 16), hsl(seaHue, 55, 28)],
        sand: [hsl(30, 30, 26), hsl(32, 40, 34), hsl(28, 35, 20)],
      }
    : {
        ink: hsl(hue + 15, 40, 15),
        mid: hsl(hue + 10, 30, 35),
        far: hsl(hue, 30, 62),
        light: hsl(hue + 30, 60, 94),
        warm: hsl(hue + 180, 70, 55),
        water: [hsl(seaHue, 55, 55), hsl(seaHue, 60, 42), hsl(seaHue, 70, 78)],
        sand: [hsl(30, 55, 62), hsl(34, 75, 58), hsl(26, 60, 45)],
      };

  const orbX = randomInt(random, 180, 1420);
  const orbY = randomInt(random, 140, 300);
  const sun = `<circle cx="${orbX}" cy="${orbY}" r="150" fill="${hsl(48, 100, 88)}" opacity="0.4"/><circle cx="${orbX}" cy="${orbY}" r="95" fill="${hsl(48, 100, 92)}"/>`;
  const moon = `<circle cx="${orbX}" cy="${orbY}" r="70" fill="${hsl(hue + 50, 60, 92)}"/>`;
  // A plate is seen from above: no sun or moon over the table.
  const orb = activity.image.motif === 'plate' ? '' : night ? moon + stars(random) : sun;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice" aria-hidden="true">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#${id})"/>` +
    orb +
    drawMotif(activity.image.motif, random, palette) +
    `</svg>`
  );
}

/** A `data:` URL, handy for an <img src> or a JSON field without a separate image route. */
export function activityImageDataUrl(activity: ImageSubject, width = 640, height = 360): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(activityImageSvg(activity, width, height))}`;
}

function stars(random: () => number): string {
  return Array.from({ length: 40 }, () => {
    const x = Math.floor(random() * VIEW_W);
    const y = Math.floor(random() * 500);
    return `<circle cx="${x}" cy="${y}" r="${random() < 0.2 ? 3 : 1.6}" fill="#fff" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`;
  }).join('');
}
