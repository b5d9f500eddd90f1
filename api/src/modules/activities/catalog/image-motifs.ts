// Flat silhouettes drawn in a 1600×900 box, one per motif. Each gets a seeded random so two
// activities with the same motif still look different.
import { randomInt, type Random } from './prng';
import type { ImageMotif } from './types';

export interface MotifPalette {
  /** Darkest foreground silhouette. */
  ink: string;
  /** Mid-distance layer. */
  mid: string;
  /** Far, hazy layer. */
  far: string;
  /** Light accent (windows, foam, plate). */
  light: string;
  /** Contrasting accent (sails, bus, food). */
  warm: string;
  /** Sea layers, far to near. */
  water: readonly [string, string, string];
  /** Sand layers, far to near. */
  sand: readonly [string, string, string];
}

const r1 = (x: number) => Math.round(x * 10) / 10;

function skyline(random: Random, fill: string, baseY: number, minH: number, maxH: number, from = 0, to = 1600): string {
  const rects: string[] = [];
  for (let x = from; x < to;) {
    const w = randomInt(random, 50, 120);
    const h = randomInt(random, minH, maxH);
    rects.push(`<rect x="${x}" y="${baseY - h}" width="${w}" height="${h + 2}" fill="${fill}"/>`);
    x += w + randomInt(random, 4, 24);
  }
  return rects.join('');
}

function waves(y: number, amplitude: number, fill: string, phase: number): string {
  const step = 200;
  let d = `M0 ${y}`;
  for (let x = 0; x < 1600; x += step) {
    const up = ((x / step + phase) % 2 === 0 ? -1 : 1) * amplitude;
    d += ` Q${x + step / 2} ${y + up} ${x + step} ${y}`;
  }
  return `<path d="${d} L1600 900 L0 900 Z" fill="${fill}"/>`;
}

function tower(random: Random, p: MotifPalette): string {
  const cx = randomInt(random, 950, 1150);
  const spire: [number, number][] = [
    [-64, 900],
    [-54, 640],
    [-34, 640],
    [-29, 440],
    [-14, 440],
    [-9, 260],
    [-2, 260],
    [0, 80],
    [2, 260],
    [9, 260],
    [14, 440],
    [29, 440],
    [34, 640],
    [54, 640],
    [64, 900],
  ];
  const points = spire.map(([dx, y]) => `${cx + dx},${y}`).join(' ');
  return (
    skyline(random, p.far, 900, 160, 360) +
    skyline(random, p.mid, 900, 80, 240) +
    `<polygon points="${points}" fill="${p.ink}"/>` +
    `<rect x="0" y="860" width="1600" height="40" fill="${p.ink}"/>`
  );
}

function camel(x: number, y: number, fill: string): string {
  return (
    `<g fill="${fill}"><ellipse cx="${x}" cy="${y}" rx="70" ry="32"/><ellipse cx="${x - 5}" cy="${y - 30}" rx="34" ry="26"/>` +
    `<polygon points="${x + 55},${y - 10} ${x + 95},${y - 70} ${x + 110},${y - 64} ${x + 75},${y + 5}"/>` +
    `<ellipse cx="${x + 112}" cy="${y - 72}" rx="22" ry="11"/>` +
    [-50, -30, 35, 55].map((dx) => `<rect x="${x + dx}" y="${y + 15}" width="10" height="75"/>`).join('') +
    `</g>`
  );
}

function dune(random: Random, p: MotifPalette): string {
  const a = randomInt(random, 560, 640);
  const b = randomInt(random, 650, 720);
  return (
    `<path d="M0 ${a} Q400 ${a - 120} 800 ${a} T1600 ${a - 40} L1600 900 L0 900 Z" fill="${p.sand[0]}"/>` +
    `<path d="M0 ${b + 40} Q500 ${b - 90} 900 ${b + 20} T1600 ${b} L1600 900 L0 900 Z" fill="${p.sand[1]}"/>` +
    camel(randomInt(random, 300, 1200), b + 30, p.ink) +
    `<path d="M0 820 Q600 740 1100 800 T1600 790 L1600 900 L0 900 Z" fill="${p.sand[2]}"/>`
  );
}

function palm(x: number, baseY: number, fill: string): string {
  const topX = x + 60;
  const topY = baseY - 380;
  const fronds = (
    [
      [-170, 40],
      [-120, -60],
      [-20, -110],
      [90, -80],
      [170, 20],
      [120, 90],
      [-90, 100],
    ] as const
  )
    .map(
      ([dx, dy]) =>
        `<path d="M${topX} ${topY} Q${topX + dx / 2} ${topY + dy - 50} ${topX + dx} ${topY + dy + 40}" stroke="${fill}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x} ${baseY} Q${x + 10} ${baseY - 200} ${topX} ${topY}" stroke="${fill}" stroke-width="26" fill="none" stroke-linecap="round"/>${fronds}`;
}

function wave(random: Random, p: MotifPalette): string {
  const left = random() < 0.5;
  return (
    waves(620, 30, p.water[0], 0) +
    waves(700, 40, p.water[1], 1) +
    waves(800, 30, p.water[2], 0) +
    palm(left ? randomInt(random, 120, 300) : randomInt(random, 1250, 1400), 900, p.ink)
  );
}

function boat(random: Random, p: MotifPalette): string {
  const x = randomInt(random, 450, 900);
  const y = 700;
  const hull = `<path d="M${x} ${y} L${x + 520} ${y - 40} Q${x + 470} ${y + 70} ${x + 380} ${y + 80} L${x + 90} ${y + 80} Q${x + 30} ${y + 50} ${x} ${y} Z" fill="${p.ink}"/>`;
  const mast = `<rect x="${x + 250}" y="${y - 380}" width="12" height="380" fill="${p.ink}"/>`;
  const sail = `<path d="M${x + 120} ${y - 40} L${x + 256} ${y - 390} Q${x + 420} ${y - 200} ${x + 470} ${y - 60} Z" fill="${p.warm}"/>`;
  return (
    skyline(random, p.far, 640, 30, 140) +
    waves(640, 14, p.water[0], 0) +
    waves(720, 12, p.water[1], 1) +
    hull +
    mast +
    sail +
    waves(820, 16, p.water[2], 1)
  );
}

function museum(random: Random, p: MotifPalette): string {
  const cx = randomInt(random, 700, 900);
  const width = 640;
  const left = cx - width / 2;
  const columns = Array.from(
    { length: 6 },
    (_, i) => `<rect x="${r1(left + 50 + i * ((width - 140) / 5))}" y="540" width="40" height="240" fill="${p.ink}"/>`,
  ).join('');
  const roof =
    random() < 0.5
      ? `<polygon points="${left - 30},520 ${cx},380 ${left + width + 30},520" fill="${p.ink}"/>`
      : `<path d="M${cx - 190} 520 A190 170 0 0 1 ${cx + 190} 520 Z" fill="${p.ink}"/>`;
  return (
    `<path d="M0 760 Q400 700 800 740 T1600 720 L1600 900 L0 900 Z" fill="${p.far}"/>` +
    roof +
    `<rect x="${left - 30}" y="515" width="${width + 60}" height="30" fill="${p.ink}"/>` +
    columns +
    `<rect x="${left - 50}" y="775" width="${width + 100}" height="30" fill="${p.ink}"/>` +
    `<rect x="${left - 80}" y="800" width="${width + 160}" height="30" fill="${p.ink}"/>` +
    `<rect x="0" y="828" width="1600" height="72" fill="${p.mid}"/>`
  );
}

function coaster(random: Random, p: MotifPalette): string {
  const wx = randomInt(random, 1150, 1350);
  const wy = 470;
  const radius = 250;
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return `<line x1="${wx}" y1="${wy}" x2="${r1(wx + radius * Math.cos(angle))}" y2="${r1(wy + radius * Math.sin(angle))}"/>`;
  }).join('');
  const track = 'M0 760 C200 300 380 300 480 640 C560 880 700 380 860 420 C1000 460 980 760 1100 800';
  const supports = [120, 260, 400, 620, 760, 900, 1040]
    .map((x) => `<line x1="${x}" y1="900" x2="${x}" y2="520"/>`)
    .join('');
  return (
    `<g stroke="${p.far}" stroke-width="10" fill="none"><circle cx="${wx}" cy="${wy}" r="${radius}"/>${spokes}</g>` +
    `<polygon points="${wx},${wy} ${wx - 130},900 ${wx + 130},900" fill="${p.mid}"/>` +
    `<g stroke="${p.mid}" stroke-width="8">${supports}</g>` +
    `<path d="${track}" stroke="${p.ink}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<rect x="0" y="860" width="1600" height="40" fill="${p.ink}"/>`
  );
}

function bus(random: Random, p: MotifPalette): string {
  const x = randomInt(random, 380, 760);
  const windows = (y: number) =>
    Array.from(
      { length: 7 },
      (_, i) => `<rect x="${x + 40 + i * 90}" y="${y}" width="70" height="60" rx="8" fill="${p.light}"/>`,
    ).join('');
  return (
    skyline(random, p.far, 780, 120, 380) +
    `<rect x="0" y="780" width="1600" height="120" fill="${p.mid}"/>` +
    `<rect x="0" y="835" width="1600" height="8" fill="${p.light}" opacity="0.6"/>` +
    `<rect x="${x}" y="480" width="700" height="320" rx="36" fill="${p.warm}"/>` +
    windows(510) +
    windows(640) +
    `<circle cx="${x + 150}" cy="805" r="48" fill="${p.ink}"/><circle cx="${x + 560}" cy="805" r="48" fill="${p.ink}"/>`
  );
}

// Food keeps natural colours whatever the sky hue: tomato, herbs, saffron rice, dates.
const FOOD = ['hsl(8, 72%, 52%)', 'hsl(95, 45%, 42%)', 'hsl(42, 85%, 58%)', 'hsl(25, 55%, 32%)'] as const;

function plate(random: Random, p: MotifPalette): string {
  const foodShift = randomInt(random, 0, FOOD.length - 1);
  const cx = 800 + randomInt(random, -60, 60);
  const cy = 470;
  const food = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5 + random();
    return `<circle cx="${r1(cx + 95 * Math.cos(angle))}" cy="${r1(cy + 95 * Math.sin(angle))}" r="${randomInt(random, 40, 62)}" fill="${FOOD[(i + foodShift) % FOOD.length]}"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="300" fill="${p.far}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="260" fill="${p.light}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="200" fill="${p.light}" stroke="${p.far}" stroke-width="6"/>` +
    food +
    `<g fill="${p.ink}"><rect x="${cx - 420}" y="220" width="22" height="500" rx="11"/>` +
    [-452, -430, -408, -386]
      .map((dx) => `<rect x="${cx + dx + 20}" y="200" width="10" height="120" rx="5"/>`)
      .join('') +
    `<path d="M${cx + 400} 200 Q${cx + 460} 320 ${cx + 420} 460 L${cx + 420} 720 L${cx + 400} 720 Z"/></g>`
  );
}

function mountain(random: Random, p: MotifPalette): string {
  const ridge = (baseY: number, minPeak: number, maxPeak: number, fill: string) => {
    let d = `M0 ${baseY}`;
    for (let x = 0; x <= 1600; x += randomInt(random, 160, 280)) d += ` L${x} ${randomInt(random, minPeak, maxPeak)}`;
    return `<path d="${d} L1600 ${randomInt(random, minPeak, maxPeak)} L1600 900 L0 900 Z" fill="${fill}"/>`;
  };
  return (
    ridge(600, 260, 480, p.far) +
    ridge(700, 420, 600, p.mid) +
    `<rect x="0" y="700" width="1600" height="200" fill="${p.water[1]}"/>` +
    waves(760, 10, p.water[2], 0) +
    ridge(900, 760, 860, p.ink)
  );
}

const MOTIFS: Readonly<Record<ImageMotif, (random: Random, p: MotifPalette) => string>> = {
  tower,
  dune,
  wave,
  boat,
  museum,
  coaster,
  bus,
  plate,
  mountain,
};

export function drawMotif(motif: ImageMotif, random: Random, palette: MotifPalette): string {
  return MOTIFS[motif](random, palette);
}
