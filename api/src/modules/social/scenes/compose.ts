import { at } from '../../../lib/checked';
import {
  between,
  burjAlArab,
  burjKhalifa,
  camel,
  clouds,
  createRandom,
  dhow,
  dubaiFrame,
  dune,
  firework,
  museumOfTheFuture,
  palm,
  PALETTES,
  sea,
  skyGradient,
  skyline,
  stars,
  sunOrMoon,
  windTowers,
  yacht,
  type Palette,
  type Random,
} from './elements';

// Demo pictures for the seeded feed: Dubai scenes drawn as SVG, reproducible from (scene, number).

export const SCENES = [
  'skyline',
  'burj-al-arab',
  'desert',
  'marina',
  'frame',
  'creek',
  'palm-beach',
  'museum',
  'fireworks',
] as const;
export type Scene = (typeof SCENES)[number];

export interface SceneSize {
  width: number;
  height: number;
}

type TimeOfDay = keyof typeof PALETTES;
const TIMES: TimeOfDay[] = ['dawn', 'day', 'sunset', 'night'];

/** Square for most; every third picture is portrait 4:5 like many phone posts. */
export function sceneSize(variant: number): SceneSize {
  return variant % 3 === 2 ? { width: 1080, height: 1350 } : { width: 1080, height: 1080 };
}

interface Canvas {
  random: Random;
  p: Palette;
  w: number;
  h: number;
  id: string;
}

function backdrop(c: Canvas, horizon: number): string {
  const { random, p, w, h } = c;
  let out = `<defs>${skyGradient(`${c.id}s`, p)}</defs><rect width="${w}" height="${h}" fill="url(#${c.id}s)"/>`;
  if (p.night) out += stars(random, w, horizon * 0.9, 70);
  out += sunOrMoon(
    between(random, w * 0.15, w * 0.85),
    between(random, h * 0.12, horizon * 0.55),
    between(random, 40, 70),
    p,
  );
  if (!p.night) out += clouds(random, w, horizon * 0.6, '#ffffff', 3);
  return out;
}

const draw: Record<Scene, (c: Canvas) => string> = {
  skyline(c) {
    const { random, p, w, h } = c;
    const ground = h * 0.8;
    return (
      backdrop(c, ground) +
      skyline(random, -20, w + 20, ground, h * 0.1, h * 0.28, p.far, p, false) +
      burjKhalifa(w * between(random, 0.35, 0.65), ground, h * 0.68, p.night ? '#434a9c' : p.mid, p) +
      skyline(random, -30, w + 30, ground, h * 0.06, h * 0.2, p.near, p, true) +
      sea(ground, w, h, `${c.id}w`, p, random)
    );
  },
  'burj-al-arab'(c) {
    const { random, p, w, h } = c;
    const horizon = h * 0.66;
    return (
      backdrop(c, horizon) +
      sea(horizon, w, h, `${c.id}w`, p, random) +
      burjAlArab(w * between(random, 0.45, 0.6), horizon + 10, h * 0.5, p.near, p.night ? '#c9cdf2' : '#f4f6fa') +
      `<path d="M0 ${h * 0.86} Q${w * 0.4} ${h * 0.8} ${w} ${h * 0.9} V${h} H0 Z" fill="${p.sand[0]}"/>` +
      palm(w * 0.12, h * 0.9, h * 0.36, 40, p.near) +
      palm(w * 0.22, h * 0.92, h * 0.26, -20, p.near)
    );
  },
  desert(c) {
    const { random, p, w, h } = c;
    const horizon = h * 0.62;
    let out = backdrop(c, horizon);
    out += dune(horizon, w, h, h * 0.08, p.sand[2], random);
    out += dune(horizon + h * 0.1, w, h, h * 0.1, p.sand[1], random);
    out += dune(horizon + h * 0.22, w, h, h * 0.08, p.sand[0], random);
    const y = horizon + h * 0.17;
    const flip = random() < 0.5;
    for (let i = 0; i < 4; i++) out += camel(w * (0.25 + i * 0.14), y - i * 6, 1.6 - i * 0.15, p.near, flip);
    return out;
  },
  marina(c) {
    const { random, p, w, h } = c;
    const water = h * 0.7;
    let out = backdrop(c, water);
    out += skyline(random, -20, w * 0.42, water, h * 0.3, h * 0.62, p.mid, p, true);
    out += skyline(random, w * 0.58, w + 20, water, h * 0.3, h * 0.66, p.mid, p, true);
    out += skyline(random, w * 0.38, w * 0.62, water, h * 0.15, h * 0.35, p.far, p, false);
    out += sea(water, w, h, `${c.id}w`, p, random);
    for (let i = 0; i < 3; i++)
      out += yacht(
        between(random, w * 0.2, w * 0.8),
        between(random, water + 40, h - 40),
        between(random, 0.8, 1.4),
        p.night ? '#d8dcf5' : '#ffffff',
        p.near,
      );
    return out;
  },
  frame(c) {
    const { random, p, w, h } = c;
    const ground = h * 0.84;
    return (
      backdrop(c, ground) +
      skyline(random, -20, w + 20, ground, h * 0.08, h * 0.22, p.far, p, false) +
      dubaiFrame(w / 2, ground, h * 0.62, '#e2b24c', '#8a5a14') +
      `<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${p.night ? '#1d3324' : '#6fae63'}"/>` +
      palm(w * 0.14, ground + 20, h * 0.2, 16, p.near) +
      palm(w * 0.86, ground + 20, h * 0.22, -18, p.near)
    );
  },
  creek(c) {
    const { random, p, w, h } = c;
    const bank = h * 0.56;
    return (
      backdrop(c, bank) +
      windTowers(random, -20, w + 20, bank, p.sand[1], p.sand[2]) +
      sea(bank, w, h, `${c.id}w`, p, random) +
      dhow(w * between(random, 0.25, 0.4), h * 0.78, 1.5, '#6b3f22', p.night ? '#c8c3e0' : '#f5ecd8') +
      dhow(w * between(random, 0.65, 0.8), h * 0.9, 1.1, '#5a321c', p.night ? '#aaa5c8' : '#efe3c9')
    );
  },
  'palm-beach'(c) {
    const { random, p, w, h } = c;
    const horizon = h * 0.58;
    return (
      backdrop(c, horizon) +
      skyline(random, w * 0.55, w * 0.95, horizon, h * 0.04, h * 0.12, p.far, p, false) +
      sea(horizon, w, h, `${c.id}w`, p, random) +
      `<path d="M0 ${h * 0.78} Q${w * 0.55} ${h * 0.7} ${w} ${h * 0.82} V${h} H0 Z" fill="${p.sand[0]}"/>` +
      `<path d="M0 ${h * 0.78} Q${w * 0.55} ${h * 0.7} ${w} ${h * 0.82}" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.6"/>` +
      palm(w * 0.78, h * 0.84, h * 0.48, -60, p.near) +
      palm(w * 0.9, h * 0.86, h * 0.38, -30, p.near)
    );
  },
  museum(c) {
    const { random, p, w, h } = c;
    const ground = h * 0.82;
    return (
      backdrop(c, ground) +
      skyline(random, -20, w + 20, ground, h * 0.1, h * 0.3, p.far, p, false) +
      museumOfTheFuture(w / 2, ground, h * 0.5, p.night ? '#b8bde6' : '#dfe4ec', p.near, p.sky[1]) +
      `<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${p.near}"/>`
    );
  },
  fireworks(c) {
    const { random, w, h } = c;
    const night: Canvas = { ...c, p: PALETTES.night };
    const ground = h * 0.78;
    let out = backdrop(night, ground);
    const colors = ['#ff6b8b', '#ffd166', '#7bdff2', '#b388ff', '#95e06c'];
    for (let i = 0; i < 6; i++)
      out += firework(
        random,
        between(random, w * 0.1, w * 0.9),
        between(random, h * 0.1, h * 0.42),
        between(random, 50, 110),
        at(colors, i % colors.length),
      );
    out += burjKhalifa(w * 0.5, ground, h * 0.62, '#434a9c', PALETTES.night);
    out += skyline(random, -30, w + 30, ground, h * 0.05, h * 0.18, PALETTES.night.near, PALETTES.night, true);
    out += sea(ground, w, h, `${c.id}w`, PALETTES.night, random);
    return out;
  },
};

/** The SVG document of picture number `variant` of a scene. */
export function renderScene(scene: Scene, variant: number): string {
  const { width, height } = sceneSize(variant);
  const seed = (SCENES.indexOf(scene) + 1) * 7919 + variant * 104729;
  const random = createRandom(seed);
  const time = scene === 'fireworks' ? 'night' : at(TIMES, variant % TIMES.length); // variant: 0…9999 (routes.ts)
  const body = draw[scene]({ random, p: PALETTES[time], w: width, h: height, id: `g${seed.toString(36)}` });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function isScene(value: string): value is Scene {
  return (SCENES as readonly string[]).includes(value);
}
