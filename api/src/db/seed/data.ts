// The demo content, read from the JSON files in ./data and checked against ./schemas when first imported:
// a broken file stops the seed with the file and the paths of what is wrong. Only the seed (dist/seed.js)
// and tests import this module; the server bundle never holds the demo data.
import { z } from 'zod';
import activitiesJson from './data/activities.json';
import hotelsJson from './data/hotels.json';
import peopleJson from './data/people.json';
import plansJson from './data/plans.json';
import postsJson from './data/posts.json';
import reviewsJson from './data/reviews.json';
import { activitiesFile, hotelsFile, peopleFile, plansFile, postsFile, reviewsFile } from './schemas';
import type { CatalogActivity } from '../../modules/activities/catalog/types';

/** `value` checked against `schema`, or an error naming the data file and every problem in it. */
export function parseDataFile<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`Demo data file api/src/db/seed/data/${file} is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The 125 hand-written Dubai activities, in main-category order; slugs are the stable keys. */
export const demoActivities: readonly CatalogActivity[] = parseDataFile(
  'activities.json',
  activitiesFile,
  activitiesJson,
);

/** Phrase pools of the generated activity reviews (en/ar say the same thing) and reviewer names. */
export const reviewTexts = parseDataFile('reviews.json', reviewsFile, reviewsJson);

const people = parseDataFile('people.json', peopleFile, peopleJson);
/** The published password of every demo account. */
export const DEMO_PASSWORD = people.password;
/** The demo people; other seeds link to them by e-mail or username (keep sara, omar and layla first). */
export const DEMO_PEOPLE = people.people;
export type DemoPerson = (typeof DEMO_PEOPLE)[number];

/** Captions, comments, replies and questions of the demo feed. */
export const demoFeed = parseDataFile('posts.json', postsFile, postsJson);

/** The demo trip plans; dates are relative to the day of seeding. */
export const DEMO_PLANS = parseDataFile('plans.json', plansFile, plansJson);
export type DemoPlan = (typeof DEMO_PLANS)[number];

/** Parts of the invented hotel names and descriptions of the built-in Dubai inventory (hotel-supply/dubai-names.ts). */
export const hotelWords = parseDataFile('hotels.json', hotelsFile, hotelsJson);
