// Generated hotel pictures: flat SVG illustrations with no text and no download, fixed by the
// hotel and the variant number, so the same URL always shows the same picture.
import { areaBySlug } from './dubai-areas';
import type { InventoryHotel } from './inventory-types';
import { at } from '../../lib/checked';
import { createRng, hashString, type Rng } from './seeded-random';
import { ROOM_IMAGE_VARIANT_BASE } from './static-hotel';
import { MAX_IMAGE_SIDE, MIN_IMAGE_SIDE } from './image-size';
export { MAX_IMAGE_SIDE, MIN_IMAGE_SIDE, parseImageSize } from './image-size';
import {
  circle,
  defs,
  H,
  heritageHouse,
  paletteFor,
  palm,
  path,
  rect,
  silhouette,
  sky,
  tower,
  W,
  waves,
  type Palette,
} from './svg-parts';

export type ImageKind = 'exterior' | 'room' | 'pool' | 'view' | 'lobby';
export type ImageHotel = Pick<InventoryHotel, 'id' | 'seed' | 'propertyType' | 'stars' | 'area'>;

const HOTEL_KINDS: readonly ImageKind[] = ['exterior', 'room', 'pool', 'view', 'lobby'];

/** `variant` is a whole number ≥ 0 (hotelImageSvg clamps it). */
export function imageKindFor(variant: number): ImageKind {
  return variant >= ROOM_IMAGE_VARIANT_BASE ? 'room' : at(HOTEL_KINDS, variant % HOTEL_KINDS.length);
}

function exterior(uid: string, hotel: ImageHotel, p: Palette, rng: Rng, beach: boolean): string {
  const ground = 235;
  let out = sky(uid, p, rng);
  if (beach) out += rect(0, ground - 25, W, 25, p.sea) + waves(ground - 15, '#ffffff');
  if (hotel.area === 'downtown' || hotel.area === 'business-bay' || hotel.area === 'difc') {
    out += tower(uid, 300, ground - 20, 30, 150, '#c9d3dc', p.accent, true);
  }
  out += rect(0, ground, W, H - ground, beach ? p.sand : '#cfc6b6');
  switch (hotel.propertyType) {
    case 'hotel': {
      const h = 90 + hotel.stars * 25;
      out +=
        tower(uid, 120, ground, 80, h, p.walls[0], p.accent) +
        tower(uid, 210, ground, 55, h * 0.7, p.walls[1], p.accent);
      break;
    }
    case 'apartment':
      for (const [i, wall] of p.walls.entries())
        out += tower(uid, 70 + i * 85, ground, 70, 110 + rng.int(0, 50), wall, p.accent);
      break;
    case 'resort':
      out += rect(60, ground - 70, 280, 70, p.walls[0]) + rect(120, ground - 110, 160, 40, p.walls[1]);
      for (let i = 0; i < 6; i++)
        out += path(`M${80 + i * 42} ${ground}v-34a14 14 0 0 1 28 0v34z`, p.accent, 'opacity="0.7"');
      break;
    case 'villa':
      out += rect(110, ground - 80, 180, 80, p.walls[0]) + rect(100, ground - 86, 200, 8, p.accent);
      out += rect(140, ground - 55, 40, 30, p.glass) + rect(220, ground - 55, 40, 30, p.glass);
      out += rect(60, ground + 12, 120, 22, `url(#water${uid})`, 'rx="6"');
      break;
    default:
      out += heritageHouse(100, ground, 200, p.walls[0], p.accent);
  }
  out += palm(40, ground + 10, rng.int(70, 100), p.green) + palm(350, ground + 12, rng.int(60, 95), p.green);
  return out;
}

function room(uid: string, p: Palette, rng: Rng): string {
  let out = rect(0, 0, W, H, p.walls[0]) + rect(0, 215, W, 85, '#b99b7a');
  // The window shows a skyline, clipped to the window frame.
  out += `<clipPath id="cw${uid}"><rect x="40" y="40" width="130" height="100"/></clipPath>`;
  out += `<g clip-path="url(#cw${uid})">${rect(40, 40, 130, 100, `url(#sky${uid})`)}${silhouette(rng, 140, '#4d5b73', 14)}</g>`;
  out += rect(36, 36, 138, 108, 'none', 'stroke="#ffffff" stroke-width="6"');
  out += rect(200, 120, 170, 70, p.accent) + rect(190, 170, 190, 50, '#fbfaf7') + rect(190, 195, 190, 25, p.walls[1]);
  out += rect(205, 155, 50, 20, '#ffffff', 'rx="6"') + rect(315, 155, 50, 20, '#ffffff', 'rx="6"');
  out += rect(150, 185, 30, 35, '#8b6a45') + circle(165, 160, 12, '#ffe6a3') + rect(162, 170, 6, 15, '#6b5840');
  out += rect(250, 40, 70, 50, '#ffffff') + circle(285, 65, 14, p.accent, 'opacity="0.6"');
  return out;
}

function pool(uid: string, p: Palette, rng: Rng): string {
  let out = sky(uid, p, rng) + rect(0, 150, W, 150, '#efe3cf');
  out += rect(40, 180, 320, 80, `url(#water${uid})`, 'rx="14"') + waves(205, '#ffffff') + waves(235, '#ffffff');
  for (let i = 0; i < 4; i++) out += rect(50 + i * 85, 270, 55, 10, '#ffffff', 'rx="4"');
  out += path('M300 150l40-30l40 30z', p.accent) + rect(339, 150, 3, 40, '#6b5840');
  out += palm(30, 175, 90, p.green) + palm(200, 170, 75, p.green);
  return out;
}

function view(uid: string, p: Palette, rng: Rng, beach: boolean): string {
  let out = sky(uid, p, rng) + silhouette(rng, 230, p.night ? '#1b2442' : '#7d8ca3', 14);
  out += tower(uid, rng.int(150, 250), 230, 26, 160, p.night ? '#2a3558' : '#aab6c6', p.accent, true);
  out += rect(0, 230, W, 70, beach ? p.sea : '#8fa7b3') + waves(250, '#ffffff') + waves(275, '#ffffff');
  return out;
}

function lobby(uid: string, p: Palette): string {
  let out = rect(0, 0, W, H, p.walls[1]) + rect(0, 210, W, 90, `url(#tile${uid})`);
  for (const x of [40, 340]) out += rect(x, 30, 24, 180, p.walls[0]);
  out +=
    path('M200 20v30', 'none', 'stroke="#8b6a45" stroke-width="2"') +
    circle(200, 62, 18, '#ffe6a3') +
    circle(200, 62, 8, '#ffffff');
  out +=
    rect(120, 170, 160, 40, p.accent, 'rx="8"') +
    rect(110, 160, 20, 50, p.accent, 'rx="6"') +
    rect(270, 160, 20, 50, p.accent, 'rx="6"');
  out += rect(305, 185, 22, 25, '#8b6a45') + circle(316, 172, 18, p.green);
  return out;
}

/**
 * An SVG picture of `hotel` at `w`×`h` pixels. Variants 0–9 cycle through exterior, room, pool,
 * view and lobby; variants from 10 are room-type pictures.
 */
export function hotelImageSvg(hotel: ImageHotel, variant: number, w: number, h: number): string {
  const width = Math.min(MAX_IMAGE_SIDE, Math.max(MIN_IMAGE_SIDE, Math.round(w)));
  const height = Math.min(MAX_IMAGE_SIDE, Math.max(MIN_IMAGE_SIDE, Math.round(h)));
  const v = Number.isFinite(variant) ? Math.max(0, Math.floor(variant)) : 0;
  const rng = createRng(hashString(`${hotel.id}#${v}`, hotel.seed));
  const uid = (hashString(hotel.id, v) % 1e6).toString(36);
  const p = paletteFor(rng);
  const beach = areaBySlug(hotel.area).beach;
  const kind = imageKindFor(v);
  const body =
    kind === 'exterior'
      ? exterior(uid, hotel, p, rng, beach)
      : kind === 'room'
        ? room(uid, p, rng)
        : kind === 'pool'
          ? pool(uid, p, rng)
          : kind === 'view'
            ? view(uid, p, rng, beach)
            : lobby(uid, p);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" ` +
    `preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true">${defs(uid, p)}${body}</svg>`
  );
}
