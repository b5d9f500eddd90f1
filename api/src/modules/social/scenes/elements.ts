// Flat-illustration building blocks of the demo pictures: each returns an SVG fragment. Coordinates are
// in the picture's own pixels; `random` is a seeded generator so every picture is reproducible.

import { mulberry32 } from '../../../lib/prng';

export type Random = () => number;

export const createRandom = (seed: number): Random => mulberry32(seed);

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

export interface Palette {
  sky: [string, string, string];
  sun: string;
  sunGlow: string;
  far: string;
  mid: string;
  near: string;
  window: string;
  water: [string, string];
  sand: [string, string, string];
  night: boolean;
}

export const PALETTES: Record<'dawn' | 'day' | 'sunset' | 'night', Palette> = {
  dawn: {
    sky: ['#8fb8de', '#f7c6b4', '#fde4c0'],
    sun: '#fff3d6',
    sunGlow: '#ffd9a8',
    far: '#b9a6c4',
    mid: '#8a7ba6',
    near: '#4f4a72',
    window: '#ffe9b8',
    water: ['#9fb9d6', '#e9c3b8'],
    sand: ['#f0c99a', '#e3b07c', '#cf955f'],
    night: false,
  },
  day: {
    sky: ['#2f8fd8', '#7cc3ef', '#d9f1fc'],
    sun: '#fffbe6',
    sunGlow: '#fff2b3',
    far: '#a9c6dc',
    mid: '#6d93b3',
    near: '#35566f',
    window: '#d8ecf8',
    water: ['#2aa3c9', '#7fd3e6'],
    sand: ['#f3d39b', '#e8bd7a', '#d49f5b'],
    night: false,
  },
  sunset: {
    sky: ['#3b2a6b', '#e0665a', '#ffc27a'],
    sun: '#ffe0a3',
    sunGlow: '#ff9d6b',
    far: '#a0608a',
    mid: '#6b3f6e',
    near: '#2e2145',
    window: '#ffd27a',
    water: ['#6b4a7e', '#f0996a'],
    sand: ['#e59c6a', '#c97a52', '#9e5a41'],
    night: false,
  },
  night: {
    sky: ['#070b24', '#1b2157', '#3b3f86'],
    sun: '#f3f1ff',
    sunGlow: '#8e93d8',
    far: '#252a5e',
    mid: '#191d47',
    near: '#0d1030',
    window: '#ffd46b',
    water: ['#141a4a', '#2c3272'],
    sand: ['#5a4a62', '#473a54', '#33283f'],
    night: true,
  },
};

export function skyGradient(id: string, p: Palette): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.62" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`;
}

export function sunOrMoon(x: number, y: number, r: number, p: Palette): string {
  if (p.night) {
    return `<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${p.sun}"/><circle cx="${x + r * 0.28}" cy="${y - r * 0.18}" r="${r * 0.62}" fill="${p.sky[0]}"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="${r * 2.2}" fill="${p.sunGlow}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r * 1.4}" fill="${p.sunGlow}" opacity="0.35"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p.sun}"/>`;
}

export function stars(random: Random, w: number, h: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${r1(random() * w)}" cy="${r1(random() * h)}" r="${r1(between(random, 0.8, 2.6))}" fill="#fff" opacity="${r1(between(random, 0.3, 1))}"/>`;
  }
  return out;
}

export function clouds(random: Random, w: number, maxY: number, color: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = random() * w;
    const y = between(random, maxY * 0.15, maxY);
    const s = between(random, 40, 110);
    out += `<g opacity="${r1(between(random, 0.35, 0.75))}" fill="${color}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s * 1.6)}" ry="${r1(s * 0.45)}"/><ellipse cx="${r1(x - s * 0.5)}" cy="${r1(y - s * 0.22)}" rx="${r1(s * 0.7)}" ry="${r1(s * 0.42)}"/><ellipse cx="${r1(x + s * 0.45)}" cy="${r1(y - s * 0.3)}" rx="${r1(s * 0.8)}" ry="${r1(s * 0.5)}"/></g>`;
  }
  return out;
}

/** A row of towers between x0 and x1 standing on baseY, with lit windows at night. */
export function skyline(
  random: Random,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  color: string,
  p: Palette,
  windows: boolean,
): string {
  let out = '';
  let x = x0;
  while (x < x1) {
    const bw = between(random, 38, 96);
    const bh = between(random, minH, maxH);
    const top = baseY - bh;
    const kind = random();
    if (kind < 0.2) {
      // rounded top tower
      out += `<path d="M${r1(x)} ${baseY} V${r1(top + bw / 2)} A${r1(bw / 2)} ${r1(bw / 2)} 0 0 1 ${r1(x + bw)} ${r1(top + bw / 2)} V${baseY} Z" fill="${color}"/>`;
    } else if (kind < 0.35) {
      // slanted roof
      out += `<path d="M${r1(x)} ${baseY} V${r1(top + bw * 0.5)} L${r1(x + bw)} ${r1(top)} V${baseY} Z" fill="${color}"/>`;
    } else {
      out += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${color}"/>`;
      if (random() < 0.3)
        out += `<rect x="${r1(x + bw / 2 - 2)}" y="${r1(top - bh * 0.12)}" width="4" height="${r1(bh * 0.12)}" fill="${color}"/>`;
    }
    if (windows) {
      const lit = p.night ? 0.45 : 0.18;
      for (let wy = top + 14; wy < baseY - 10; wy += 18) {
        for (let wx = x + 8; wx < x + bw - 10; wx += 14) {
          if (random() < lit)
            out += `<rect x="${r1(wx)}" y="${r1(wy)}" width="6" height="8" fill="${p.window}" opacity="${p.night ? 0.9 : 0.35}"/>`;
        }
      }
    }
    x += bw + between(random, 2, 14);
  }
  return out;
}

/** The Burj Khalifa: a Y-shaped tower stepping back in tiers to its spire. */
export function burjKhalifa(cx: number, baseY: number, height: number, color: string, p: Palette): string {
  const tiers = 9;
  let out = '';
  let w = height * 0.16;
  let y = baseY;
  const tierH = (height * 0.78) / tiers;
  for (let i = 0; i < tiers; i++) {
    out += `<rect x="${r1(cx - w / 2)}" y="${r1(y - tierH)}" width="${r1(w)}" height="${r1(tierH + 1)}" fill="${color}"/>`;
    // a side wing ends at every other tier, like the real setbacks
    if (i % 2 === 0)
      out += `<rect x="${r1(cx + w / 2)}" y="${r1(y - tierH * 0.6)}" width="${r1(w * 0.18)}" height="${r1(tierH * 0.6)}" fill="${color}"/>`;
    else
      out += `<rect x="${r1(cx - w / 2 - w * 0.18)}" y="${r1(y - tierH * 0.6)}" width="${r1(w * 0.18)}" height="${r1(tierH * 0.6)}" fill="${color}"/>`;
    y -= tierH;
    w *= 0.8;
  }
  out += `<path d="M${r1(cx - w / 2)} ${r1(y)} L${r1(cx)} ${r1(baseY - height)} L${r1(cx + w / 2)} ${r1(y)} Z" fill="${color}"/>`;
  if (p.night) out += `<circle cx="${r1(cx)}" cy="${r1(baseY - height)}" r="4" fill="#ff5a5a"/>`;
  // a glint down its face
  out += `<rect x="${r1(cx - 2)}" y="${r1(baseY - height * 0.8)}" width="3" height="${r1(height * 0.78)}" fill="${p.window}" opacity="${p.night ? 0.6 : 0.25}"/>`;
  return out;
}

/** The Burj Al Arab: a sail on its own island, with the mast behind. */
export function burjAlArab(x: number, baseY: number, h: number, color: string, light: string): string {
  const w = h * 0.42;
  return (
    `<rect x="${r1(x - w * 0.2)}" y="${r1(baseY - 8)}" width="${r1(w * 1.5)}" height="14" rx="7" fill="${color}"/>` +
    `<path d="M${r1(x)} ${baseY} L${r1(x + w * 0.05)} ${r1(baseY - h)} L${r1(x + w * 0.12)} ${r1(baseY - h * 1.04)} L${r1(x + w * 0.14)} ${baseY} Z" fill="${color}"/>` +
    `<path d="M${r1(x + w * 0.1)} ${r1(baseY - h * 0.95)} Q${r1(x + w * 1.25)} ${r1(baseY - h * 0.55)} ${r1(x + w * 1.1)} ${baseY} L${r1(x + w * 0.12)} ${baseY} Z" fill="${light}"/>` +
    `<path d="M${r1(x + w * 0.1)} ${r1(baseY - h * 0.95)} Q${r1(x + w * 1.25)} ${r1(baseY - h * 0.55)} ${r1(x + w * 1.1)} ${baseY}" fill="none" stroke="${color}" stroke-width="6"/>` +
    `<path d="M${r1(x + w * 0.2)} ${r1(baseY - h * 0.3)} L${r1(x + w * 0.75)} ${r1(baseY - h * 0.3)}" stroke="${color}" stroke-width="5"/>` +
    `<circle cx="${r1(x + w * 0.75)}" cy="${r1(baseY - h * 0.3)}" r="${r1(w * 0.1)}" fill="${color}"/>`
  );
}

export function sea(y: number, w: number, h: number, id: string, p: Palette, random: Random): string {
  let waves = '';
  for (let i = 0; i < 26; i++) {
    const wy = between(random, y + 10, h);
    const wx = random() * w;
    const len = between(random, 30, 120);
    waves += `<path d="M${r1(wx)} ${r1(wy)} h${r1(len)}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="${r1(between(random, 0.15, 0.4))}"/>`;
  }
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[1]}"/><stop offset="1" stop-color="${p.water[0]}"/></linearGradient><rect x="0" y="${y}" width="${w}" height="${h - y}" fill="url(#${id})"/>${waves}`;
}

export function dune(y: number, w: number, h: number, amp: number, color: string, random: Random): string {
  const a = between(random, 0.2, 0.5) * w;
  const b = between(random, 0.55, 0.9) * w;
  return `<path d="M0 ${r1(y)} C${r1(a * 0.5)} ${r1(y - amp)} ${r1(a)} ${r1(y - amp)} ${r1(a * 1.3)} ${r1(y - amp * 0.3)} S${r1(b)} ${r1(y + amp * 0.6)} ${r1(b * 1.05)} ${r1(y - amp * 0.5)} S${w} ${r1(y - amp * 0.2)} ${w} ${r1(y)} V${h} H0 Z" fill="${color}"/>`;
}

export function camel(x: number, y: number, s: number, color: string, flip = false): string {
  const t = flip ? `translate(${r1(x)} ${r1(y)}) scale(${-s} ${s})` : `translate(${r1(x)} ${r1(y)}) scale(${s})`;
  return `<g transform="${t}" fill="${color}"><path d="M-40 -30 Q-30 -62 -14 -44 Q-2 -70 14 -44 Q22 -36 30 -40 L44 -66 Q50 -74 58 -68 L60 -60 L52 -58 L40 -30 Q36 -20 28 -18 L-34 -18 Q-44 -20 -40 -30 Z"/><rect x="-32" y="-20" width="5" height="32"/><rect x="-20" y="-20" width="5" height="32"/><rect x="14" y="-20" width="5" height="32"/><rect x="25" y="-20" width="5" height="32"/></g>`;
}

export function palm(x: number, baseY: number, h: number, lean: number, color: string): string {
  const topX = x + lean;
  const topY = baseY - h;
  let fronds = '';
  for (let i = 0; i < 7; i++) {
    const ang = (-160 + i * 40) * (Math.PI / 180);
    const len = h * 0.42;
    const ex = topX + Math.cos(ang) * len;
    const ey = topY + Math.sin(ang) * len * 0.55 + len * 0.35;
    const cx = topX + Math.cos(ang) * len * 0.5;
    const cy = topY + Math.sin(ang) * len * 0.5 - len * 0.15;
    fronds += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}" stroke="${color}" stroke-width="${r1(h * 0.05)}" fill="none" stroke-linecap="round"/>`;
  }
  return `<path d="M${r1(x)} ${baseY} Q${r1(x + lean * 0.2)} ${r1(baseY - h * 0.6)} ${r1(topX)} ${r1(topY)}" stroke="${color}" stroke-width="${r1(h * 0.045)}" fill="none" stroke-linecap="round"/>${fronds}`;
}

export function dhow(x: number, y: number, s: number, hull: string, sail: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><path d="M-80 0 Q-70 26 -40 28 L50 28 Q78 20 92 -6 Z" fill="${hull}"/><path d="M0 -4 L4 -120 L8 -4 Z" fill="${hull}"/><path d="M6 -116 Q70 -70 64 -8 L8 -8 Z" fill="${sail}"/><path d="M-2 -100 Q-56 -50 -50 -8 L-4 -8 Z" fill="${sail}" opacity="0.85"/></g>`;
}

export function yacht(x: number, y: number, s: number, color: string, accent: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s})"><path d="M-60 0 L60 0 L44 18 L-52 18 Z" fill="${color}"/><path d="M-30 0 L-20 -16 L30 -16 L40 0 Z" fill="${color}"/><rect x="-14" y="-12" width="40" height="6" fill="${accent}"/></g>`;
}

/** Low old-town houses of Al Fahidi with their wind towers (barjeel). */
export function windTowers(
  random: Random,
  x0: number,
  x1: number,
  baseY: number,
  color: string,
  shade: string,
): string {
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = between(random, 70, 140);
    const h = between(random, 50, 90);
    out += `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${color}"/>`;
    if (random() < 0.6) {
      const tw = 30;
      const th = between(random, 50, 80);
      const tx = x + between(random, 10, w - tw - 10);
      out += `<rect x="${r1(tx)}" y="${r1(baseY - h - th)}" width="${tw}" height="${r1(th)}" fill="${color}"/>`;
      for (let i = 0; i < 3; i++)
        out += `<rect x="${r1(tx + 4 + i * 9)}" y="${r1(baseY - h - th + 8)}" width="4" height="${r1(th * 0.55)}" fill="${shade}"/>`;
    }
    for (let i = 0; i < 2; i++)
      out += `<rect x="${r1(x + 14 + i * (w / 2.2))}" y="${r1(baseY - h * 0.55)}" width="14" height="20" rx="7" fill="${shade}"/>`;
    x += w + between(random, 0, 8);
  }
  return out;
}

/** The Dubai Frame: two towers and a bridge, gold on both faces. */
export function dubaiFrame(cx: number, baseY: number, h: number, gold: string, shade: string): string {
  const w = h * 0.62;
  const t = h * 0.09;
  const x = cx - w / 2;
  return (
    `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(t)}" height="${r1(h)}" fill="${gold}"/>` +
    `<rect x="${r1(x + w - t)}" y="${r1(baseY - h)}" width="${r1(t)}" height="${r1(h)}" fill="${gold}"/>` +
    `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(t * 1.1)}" fill="${gold}"/>` +
    `<rect x="${r1(x + t * 0.25)}" y="${r1(baseY - h + t * 1.4)}" width="${r1(t * 0.15)}" height="${r1(h - t * 1.6)}" fill="${shade}" opacity="0.5"/>` +
    `<rect x="${r1(x + w - t * 0.4)}" y="${r1(baseY - h + t * 1.4)}" width="${r1(t * 0.15)}" height="${r1(h - t * 1.6)}" fill="${shade}" opacity="0.5"/>`
  );
}

/** The Museum of the Future: a silver torus with a calligraphy band. */
export function museumOfTheFuture(
  cx: number,
  baseY: number,
  h: number,
  silver: string,
  dark: string,
  sky: string,
): string {
  const rx = h * 0.62;
  const ry = h / 2;
  const cy = baseY - ry;
  let script = '';
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const x = cx + Math.cos(a) * rx * 0.78;
    const y = cy + Math.sin(a) * ry * 0.78;
    script += `<path d="M${r1(x - 26)} ${r1(y)} q13 -14 26 0 t26 0" stroke="${dark}" stroke-width="5" fill="none" opacity="0.55"/>`;
  }
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${silver}"/><ellipse cx="${r1(cx + rx * 0.08)}" cy="${r1(cy)}" rx="${r1(rx * 0.5)}" ry="${r1(ry * 0.42)}" fill="${sky}"/>${script}<rect x="${r1(cx - rx * 0.9)}" y="${r1(baseY - 6)}" width="${r1(rx * 1.8)}" height="14" fill="${dark}"/>`;
}

export function firework(random: Random, x: number, y: number, r: number, color: string): string {
  let out = '';
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + random() * 0.1;
    const inner = r * 0.25;
    out += `<path d="M${r1(x + Math.cos(a) * inner)} ${r1(y + Math.sin(a) * inner)} L${r1(x + Math.cos(a) * r)} ${r1(y + Math.sin(a) * r)}" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
    out += `<circle cx="${r1(x + Math.cos(a) * r * 1.08)}" cy="${r1(y + Math.sin(a) * r * 1.08)}" r="3" fill="${color}"/>`;
  }
  return `<g opacity="0.9">${out}</g>`;
}
