// Drawing primitives for the generated hotel illustrations (flat style, a 400×300 design space).
import { at } from '../../lib/checked';
import type { Rng } from './seeded-random';

export const W = 400;
export const H = 300;

const r1 = (x: number) => Math.round(x * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  night: boolean;
  walls: readonly [string, string, string];
  accent: string;
  glass: string;
  sand: string;
  sea: string;
  green: string;
}

type Sky = Pick<Palette, 'skyTop' | 'skyBottom' | 'sun' | 'night' | 'glass'>;

const DAY: Sky = { skyTop: '#6fbfe9', skyBottom: '#d6f0fa', sun: '#fff1a8', night: false, glass: '#9fd3ea' };
const SUNSET: Sky = { skyTop: '#f08a5d', skyBottom: '#fbd6a0', sun: '#ffe27a', night: false, glass: '#f6c89a' };
const NIGHT: Sky = { skyTop: '#23335e', skyBottom: '#67598f', sun: '#f3efd9', night: true, glass: '#ffd98a' };
const WALLS = ['#ece4d6', '#cdd9e0', '#f1e1c2', '#d8c0a3', '#b9c7c4', '#e9d8c4', '#d3cbe3', '#c7d8c2'];
const ACCENTS = ['#c0804f', '#2f6f8f', '#8a5b9a', '#3d8d68', '#b4513a', '#2c4a73'];

export function paletteFor(rng: Rng): Palette {
  const sky = rng.weighted([
    [DAY, 5],
    [SUNSET, 2],
    [NIGHT, 2],
  ]);
  // Three of the eight wall colours, so the sample always has three.
  const walls = rng.sample(WALLS, 3);
  return {
    ...sky,
    walls: [at(walls, 0), at(walls, 1), at(walls, 2)],
    accent: rng.pick(ACCENTS),
    sand: '#e8c98e',
    sea: '#2b9cc3',
    green: '#3e8e5a',
  };
}

export function defs(uid: string, p: Palette): string {
  return (
    `<defs><linearGradient id="sky${uid}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<linearGradient id="water${uid}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#5cc7e0"/><stop offset="1" stop-color="#1f86b0"/></linearGradient>` +
    `<pattern id="win${uid}" width="12" height="14" patternUnits="userSpaceOnUse">` +
    `<rect x="3" y="3" width="6" height="8" fill="${p.glass}"/></pattern>` +
    `<pattern id="tile${uid}" width="40" height="40" patternUnits="userSpaceOnUse">` +
    `<rect width="40" height="40" fill="#efe6d8"/><rect width="20" height="20" fill="#e3d6c2"/><rect x="20" y="20" width="20" height="20" fill="#e3d6c2"/></pattern></defs>`
  );
}

export function sky(uid: string, p: Palette, rng: Rng): string {
  const sunX = rng.float(40, 360);
  const sunY = rng.float(35, 90);
  let out = rect(0, 0, W, H, `url(#sky${uid})`) + circle(sunX, sunY, p.night ? 16 : 24, p.sun);
  if (p.night) {
    for (let i = 0; i < 14; i++) out += circle(rng.float(0, W), rng.float(0, 120), rng.float(0.6, 1.4), '#fdfbe9');
  } else {
    for (let i = 0; i < rng.int(1, 3); i++) {
      const x = rng.float(0, 340);
      const y = rng.float(30, 100);
      out += path(
        `M${r1(x)} ${r1(y)}h60a12 12 0 0 0-16-14a18 18 0 0 0-32 2a12 12 0 0 0-12 12z`,
        '#ffffff',
        'opacity="0.8"',
      );
    }
  }
  return out;
}

export function palm(x: number, ground: number, height: number, green: string): string {
  const top = ground - height;
  const trunk = path(
    `M${r1(x - 3)} ${r1(ground)}Q${r1(x + 6)} ${r1(top + height / 2)} ${r1(x + 2)} ${r1(top)}l4 0Q${r1(x + 11)} ${r1(top + height / 2)} ${r1(x + 3)} ${r1(ground)}z`,
    '#8b6a45',
  );
  let fronds = '';
  for (const angle of [-150, -110, -70, -30, 10, 200]) {
    fronds += `<ellipse cx="${r1(x + 4)}" cy="${r1(top)}" rx="${r1(height * 0.32)}" ry="5" fill="${green}" transform="rotate(${angle} ${r1(x + 4)} ${r1(top)}) translate(${r1(height * 0.3)} 0)"/>`;
  }
  return trunk + fronds;
}

/** A tower with a glass window grid and a roof accent; `spire` adds a Burj-like needle. */
export function tower(
  uid: string,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  accent: string,
  spire = false,
): string {
  let out = rect(x, ground - h, w, h, wall) + rect(x + 4, ground - h + 8, w - 8, h - 16, `url(#win${uid})`);
  out += rect(x - 2, ground - h - 4, w + 4, 6, accent);
  if (spire)
    out += path(
      `M${r1(x + w / 2 - 3)} ${r1(ground - h - 4)}L${r1(x + w / 2)} ${r1(ground - h - 60)}L${r1(x + w / 2 + 3)} ${r1(ground - h - 4)}z`,
      wall,
    );
  return out;
}

/** Low building with arches and wind towers, like the old houses of Bur Dubai and Deira. */
export function heritageHouse(x: number, ground: number, w: number, wall: string, accent: string): string {
  const h = 70;
  let out = rect(x, ground - h, w, h, wall);
  out +=
    rect(x + w * 0.15, ground - h - 40, 26, 40, wall) +
    rect(x + w * 0.15 + 5, ground - h - 34, 16, 26, accent, 'opacity="0.55"');
  for (let i = 0; i < 3; i++) {
    const ax = x + 18 + i * ((w - 36) / 3);
    out += path(`M${r1(ax)} ${r1(ground)}v-30a12 12 0 0 1 24 0v30z`, accent, 'opacity="0.8"');
  }
  return out;
}

export function silhouette(rng: Rng, ground: number, color: string, count: number): string {
  let out = '';
  let x = -10;
  for (let i = 0; i < count && x < W; i++) {
    const w = rng.float(18, 40);
    const h = rng.float(40, 150);
    out += rect(x, ground - h, w, h, color);
    if (rng.chance(0.25)) {
      const tip = ground - h - rng.float(15, 40);
      out += path(
        `M${r1(x + w / 2 - 2)} ${r1(ground - h)}L${r1(x + w / 2)} ${r1(tip)}L${r1(x + w / 2 + 2)} ${r1(ground - h)}z`,
        color,
      );
    }
    x += w + rng.float(2, 10);
  }
  return out;
}

export function waves(y: number, color: string): string {
  let d = `M0 ${r1(y)}`;
  for (let x = 0; x < W; x += 40) d += `q10 -6 20 0t20 0`;
  return path(d, 'none', `stroke="${color}" stroke-width="2" opacity="0.6"`);
}
