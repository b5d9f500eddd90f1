// Synthetic catalog for load tests (e.g. search over 10 000 activities). Deterministic for a given
// (n, seed); every value passes the same validation as the hand-written catalog.
import { at } from '../../../lib/checked';
import { daily, weekly } from './data-helpers';
import type { AreaSeed } from './areas';
import { CATEGORY_POOLS, CLOSING_SENTENCES, MODIFIERS } from './large-word-pools';
import { createRandom, pick, pickIndex, randomInt, type Random } from './prng';
import {
  MAIN_CATEGORY_SLUGS,
  type CatalogActivity,
  type CatalogBranch,
  type LocalizedText,
  type WeeklyHours,
} from './types';

const HOURS_PATTERNS: readonly WeeklyHours[] = [
  daily('09:00-18:00'),
  daily('10:00-22:00'),
  daily('16:00-24:00'),
  daily('06:00-12:00'),
  weekly('10:00-20:00', { 1: 'closed' }),
  weekly('09:00-13:00,16:00-21:00', { 5: '16:00-21:00' }),
  weekly('10:00-22:00', { 5: '10:00-24:00', 6: '10:00-24:00' }),
];

const KM_PER_DEGREE_LAT = 111.32;

function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function scatter(random: Random, area: AreaSeed): { lat: number; lng: number } {
  const distance = Math.sqrt(random()) * area.spreadKm;
  const angle = random() * 2 * Math.PI;
  const lat = area.lat + (distance * Math.sin(angle)) / KM_PER_DEGREE_LAT;
  const lng = area.lng + (distance * Math.cos(angle)) / (KM_PER_DEGREE_LAT * Math.cos((area.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

/** n distinct indices from 0..size-1 (n ≤ size), in random order. */
function sample(random: Random, size: number, n: number): number[] {
  const indices: number[] = [];
  for (let i = 0; i < size; i += 1) indices.push(i);
  for (let i = 0; i < n; i += 1) {
    const j = i + pickIndex(random, size - i);
    [indices[i], indices[j]] = [at(indices, j), at(indices, i)];
  }
  return indices.slice(0, n);
}

function prices(random: Random, [min, max]: readonly [number, number]) {
  const adultAed = Math.max(5, Math.round(randomInt(random, min, max) / 5) * 5);
  const teenAed = random() < 0.6 ? adultAed : Math.round(adultAed * 0.85);
  const childRoll = random();
  const childAed = childRoll < 0.1 ? 0 : childRoll < 0.4 ? teenAed : Math.round(teenAed * (0.5 + random() * 0.3));
  return { adultMinor: adultAed * 100, teenMinor: teenAed * 100, childMinor: childAed * 100 };
}

function generateOne(random: Random, index: number): CatalogActivity {
  const mainCategory = at(MAIN_CATEGORY_SLUGS, index % MAIN_CATEGORY_SLUGS.length);
  const pool = CATEGORY_POOLS[mainCategory];
  const experience = pick(random, pool.experiences);
  const modifier = pick(random, MODIFIERS);
  const branchAreas = sample(
    random,
    pool.areas.length,
    Math.min(pool.areas.length, random() < 0.8 ? 1 : random() < 0.75 ? 2 : 3),
  ).map((i) => at(pool.areas, i));
  const home = at(branchAreas, 0); // every pool has an area, and at least one is drawn
  const name: LocalizedText = {
    en: `${experience.en} in ${home.name.en} ${modifier.en}`,
    ar: `${experience.ar} في ${home.name.ar} ${modifier.ar}`,
  };
  const lead = pool.lead(home.name);
  const closing = pick(random, CLOSING_SENTENCES);
  const hours = pick(random, HOURS_PATTERNS);
  const branches: CatalogBranch[] = branchAreas.map((area, b) => ({
    name: { en: `${experience.en} – ${area.name.en}`, ar: `${experience.ar} – ${area.name.ar}` },
    area: area.name.en,
    ...scatter(random, area),
    hours: b === 0 ? hours : pick(random, HOURS_PATTERNS),
  }));
  const tagCount = randomInt(random, 2, Math.min(4, pool.tags.length));
  const categories = sample(random, pool.tags.length, tagCount).map((i) => at(pool.tags, i));
  const kidFriendly = random() < pool.kidFriendlyShare;
  if (kidFriendly && !categories.includes('family')) categories.push('family');
  const highlights = sample(
    random,
    pool.highlights.length,
    randomInt(random, 3, Math.min(5, pool.highlights.length)),
  ).map((i) => at(pool.highlights, i));
  const activity: CatalogActivity = {
    slug: `${kebab(name.en)}-${index + 1}`,
    name,
    description: {
      en: `${lead.en} ${experience.en} ${modifier.en.toLowerCase()} is a popular choice. ${closing.en}`,
      ar: `${lead.ar} تُعد تجربة ${experience.ar} ${modifier.ar} خيارًا محبوبًا. ${closing.ar}`,
    },
    mainCategory,
    categories,
    durationMin: Math.round(randomInt(random, pool.durationMin[0], pool.durationMin[1]) / 15) * 15,
    kidFriendly,
    prices: prices(random, pool.adultAed),
    rating: randomInt(random, 35, 50) / 10,
    branches,
    highlights: {
      en: highlights.map((h) => h.en),
      ar: highlights.map((h) => h.ar),
    },
    image: { hue: randomInt(random, 0, 359), motif: pick(random, pool.motifs) },
  };
  if (!kidFriendly) activity.minAge = pick(random, [12, 14, 16, 18]);
  return activity;
}

/**
 * `n` synthetic activities, main categories in rotation. Slugs end in the 1-based index, so they
 * are unique and never collide with the hand-written catalog (whose slugs never end in a number).
 */
export function generateLargeCatalog(n: number, seed: number): CatalogActivity[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError('n must be a non-negative integer');
  const random = createRandom(seed);
  const result: CatalogActivity[] = new Array(n);
  for (let i = 0; i < n; i += 1) result[i] = generateOne(random, i);
  return result;
}
