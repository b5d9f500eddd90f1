// One set of rules for hand-written and generated activities; the seed script can run it before inserting.
import { MAIN_CATEGORY_SLUGS, type CatalogActivity, type ImageMotif, type Weekday } from './types';

/** Dubai, Hatta enclave included (it lies further east). */
export const DUBAI_BOUNDS = { minLat: 24.7, maxLat: 25.5, minLng: 54.9, maxLng: 56.2 } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ARABIC_LETTER = /[\u0621-\u064A]/;
const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const MOTIFS: readonly ImageMotif[] = [
  'tower',
  'dune',
  'wave',
  'boat',
  'museum',
  'coaster',
  'bus',
  'plate',
  'mountain',
];

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** Sentences end with . ! ? or the Arabic question mark, followed by a space or the end. */
export function countSentences(text: string): number {
  return (text.match(/[.!?؟](?=\s|$)/g) ?? []).length;
}

/** Every problem found in one activity, as readable messages; empty means valid. */
export function validateActivity(activity: CatalogActivity): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${activity.slug}: ${message}`);

  if (!SLUG.test(activity.slug)) fail('slug is not kebab-case');
  for (const [field, text] of [
    ['name', activity.name],
    ['description', activity.description],
  ] as const) {
    if (!text.en.trim()) fail(`${field}.en is empty`);
    if (!hasArabic(text.ar)) fail(`${field}.ar has no Arabic letters`);
    if (hasArabic(text.en)) fail(`${field}.en contains Arabic`);
  }
  for (const lang of ['en', 'ar'] as const) {
    const sentences = countSentences(activity.description[lang]);
    if (sentences < 2 || sentences > 4) fail(`description.${lang} has ${sentences} sentences, expected 2–4`);
  }
  if (!MAIN_CATEGORY_SLUGS.includes(activity.mainCategory)) fail(`unknown main category ${activity.mainCategory}`);
  if (activity.categories.length === 0) fail('no categories');
  if (new Set(activity.categories).size !== activity.categories.length) fail('duplicate categories');
  for (const tag of activity.categories) if (!SLUG.test(tag)) fail(`category '${tag}' is not kebab-case`);
  if (!Number.isInteger(activity.durationMin) || activity.durationMin <= 0)
    fail('durationMin must be a positive integer');
  if (
    activity.minAge !== undefined &&
    (!Number.isInteger(activity.minAge) || activity.minAge < 0 || activity.minAge > 21)
  ) {
    fail('minAge must be an integer 0–21');
  }
  if (activity.audience === 'children' && !activity.kidFriendly) fail("audience 'children' but not kid-friendly");
  if (activity.audience === 'adults' && activity.kidFriendly) fail("audience 'adults' but kid-friendly");
  for (const group of activity.venueGroups ?? [])
    if (!SLUG.test(group)) fail(`venue group '${group}' is not kebab-case`);

  const { adultMinor, teenMinor, childMinor } = activity.prices;
  if (![adultMinor, teenMinor, childMinor].every(Number.isInteger)) fail('prices must be integers (fils)');
  if (adultMinor <= 0) fail('adult price must be positive');
  if (childMinor < 0 || childMinor > teenMinor || teenMinor > adultMinor)
    fail('prices must satisfy 0 ≤ child ≤ teen ≤ adult');

  const tenths = activity.rating * 10;
  if (activity.rating < 3.5 || activity.rating > 5 || Math.abs(tenths - Math.round(tenths)) > 1e-9)
    fail('rating must be 3.5–5.0 with one decimal');

  if (activity.branches.length === 0) fail('no branches');
  activity.branches.forEach((branch, b) => {
    const where = `branch ${b}`;
    if (!branch.name.en.trim() || !hasArabic(branch.name.ar)) fail(`${where} name needs en and Arabic ar`);
    if (!branch.area.trim()) fail(`${where} has no area`);
    const { minLat, maxLat, minLng, maxLng } = DUBAI_BOUNDS;
    if (!(branch.lat >= minLat && branch.lat <= maxLat && branch.lng >= minLng && branch.lng <= maxLng))
      fail(`${where} is outside Dubai`);
    let openDays = 0;
    for (const day of WEEKDAYS) {
      const intervals = branch.hours[day];
      if (!Array.isArray(intervals)) {
        fail(`${where} has no hours for weekday ${day}`);
        continue;
      }
      if (intervals.length > 0) openDays += 1;
      let previousClose = -1;
      for (const [open, close] of intervals) {
        const ok =
          Number.isInteger(open) &&
          Number.isInteger(close) &&
          open >= 0 &&
          open < close &&
          close <= 1440 &&
          open >= previousClose;
        if (!ok) fail(`${where} weekday ${day} has a bad interval [${open}, ${close}]`);
        previousClose = close;
      }
    }
    if (openDays === 0) fail(`${where} is never open`);
  });

  const { en, ar } = activity.highlights;
  if (en.length < 3 || en.length > 5) fail('highlights need 3–5 items');
  if (en.length !== ar.length) fail('highlights differ in count between en and ar');
  if (ar.some((text) => !hasArabic(text))) fail('an Arabic highlight has no Arabic letters');

  if (!Number.isInteger(activity.image.hue) || activity.image.hue < 0 || activity.image.hue > 359)
    fail('image hue must be 0–359');
  if (!MOTIFS.includes(activity.image.motif)) fail(`unknown image motif ${activity.image.motif}`);
  return problems;
}

export function validateCatalog(activities: readonly CatalogActivity[]): string[] {
  const problems = activities.flatMap(validateActivity);
  const seen = new Set<string>();
  for (const { slug } of activities) {
    if (seen.has(slug)) problems.push(`${slug}: duplicate slug`);
    seen.add(slug);
  }
  return problems;
}
