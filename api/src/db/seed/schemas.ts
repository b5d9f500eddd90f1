// Shapes of the demo data files in ./data: each file is checked against its schema when the seed loads it.
import { z } from 'zod';
import { MAIN_CATEGORY_SLUGS } from '../../modules/activities/catalog/types';
import { SCENES } from '../../modules/social/scenes/compose';
import { PACES, TRAVELLER_KINDS } from '../schema/plans';

const text = z.object({ en: z.string().min(1), ar: z.string().min(1) }).strict();
const texts = z.array(text).min(1);
const minutes = z.number().int().min(0).max(1440);
const day = z.array(z.tuple([minutes, minutes]));
const hours = z.object({ 0: day, 1: day, 2: day, 3: day, 4: day, 5: day, 6: day }).strict();
const fils = z.number().int().min(0);

const branch = z
  .object({
    name: text,
    area: z.string().min(1),
    lat: z.number(),
    lng: z.number(),
    hours,
    phone: z.string().optional(),
  })
  .strict();

export const activitiesFile = z.array(
  z
    .object({
      slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
      name: text,
      description: text,
      mainCategory: z.enum(MAIN_CATEGORY_SLUGS),
      categories: z.array(z.string().min(1)),
      durationMin: z.number().int().positive(),
      kidFriendly: z.boolean(),
      minAge: z.number().int().min(0).optional(),
      venueGroups: z.array(z.string().regex(/^[a-z0-9][a-z0-9-]*$/)).optional(),
      audience: z.enum(['all', 'children', 'adults']).optional(),
      prices: z.object({ adultMinor: fils, teenMinor: fils, childMinor: fils }).strict(),
      freeCancellationHours: z.number().int().min(0).nullable().optional(),
      rating: z.number().min(0).max(5),
      branches: z.array(branch).min(1),
      highlights: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }).strict(),
      image: z
        .object({
          hue: z.number().int().min(0).max(359),
          motif: z.enum(['tower', 'dune', 'wave', 'boat', 'museum', 'coaster', 'bus', 'plate', 'mountain']),
        })
        .strict(),
    })
    .strict(),
);

const byTone = z.object({ great: texts, good: texts, mixed: texts, poor: texts }).strict();

export const reviewsFile = z
  .object({
    openers: byTone,
    categoryDetails: z.record(z.enum(MAIN_CATEGORY_SLUGS), texts),
    generalPraise: texts,
    complaints: texts,
    closers: byTone,
    firstNames: z.array(z.string().min(1)).min(1),
    lastInitials: z.array(z.string().length(1)).min(1),
  })
  .strict();

export const peopleFile = z
  .object({
    password: z.string().min(8),
    people: z.array(
      z
        .object({
          email: z.email(),
          username: z.string().min(3),
          firstName: z.string().min(1),
          lastName: z.string().min(1),
          bio: z.string(),
          language: z.enum(['en', 'ar']),
          country: z.string().length(2),
          city: z.string().min(1),
          isVerified: z.boolean(),
          isDarkMode: z.boolean().optional(),
          dateOfBirth: z.iso.date().optional(),
          phoneNumber: z.string().optional(),
          instagram: z.url().optional(),
          twitter: z.url().optional(),
        })
        .strict(),
    ),
  })
  .strict();

const byLanguage = <T extends z.ZodType>(item: T) => z.object({ en: z.array(item).min(1), ar: z.array(item).min(1) });

export const postsFile = z
  .object({
    posts: z.array(z.object({ scene: z.enum(SCENES), en: z.string().min(1), ar: z.string().min(1) }).strict()),
    comments: byLanguage(z.string().min(1)),
    replies: byLanguage(z.string().min(1)),
    questions: byLanguage(z.object({ q: z.string().min(1), a: z.string().min(1) }).strict()),
  })
  .strict();

const head = z.number().int().min(0);

export const plansFile = z.array(
  z
    .object({
      email: z.email(),
      name: z.string().min(1),
      /** Days from the day of seeding. */
      startIn: z.number().int(),
      days: z.number().int().min(1),
      destination: z.string().min(1),
      travellers: z.enum(TRAVELLER_KINDS),
      group: z.object({ adults: head, teens: head, children: head }).strict(),
      interests: z.array(z.string().min(1)),
      pace: z.enum(PACES),
      freeTime: z.array(z.object({ startMin: minutes, endMin: minutes }).strict()),
      shared: z.boolean(),
      seed: z.number().int(),
    })
    .strict(),
);

const propertyTypes = ['hotel', 'apartment', 'resort', 'hostel', 'guesthouse', 'villa'] as const;

export const hotelsFile = z
  .object({
    namePrefixes: texts,
    /** `{p}` is the prefix, `{a}` the area's short name. */
    nameTemplates: z.record(z.enum(propertyTypes), texts),
    /** `{s}` stars, `{a}` area, `{r}` number of room types. */
    descriptions: z.record(z.enum(propertyTypes), text),
  })
  .strict();
