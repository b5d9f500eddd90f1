import type { Db } from '../../db/client';
import { activities, activityBranches, activityReviews, mainCategories } from '../../db/schema';
import { hoursToJson } from './catalog/data-helpers';
import { mainCategories as catalogMainCategories } from './catalog/main-categories';
import { generateReviews } from './catalog/reviews';
import type { CatalogActivity } from './catalog/types';

export interface LoadOptions {
  /** Seed of the generated reviews (same seed → same reviews). */
  reviewSeed?: number;
  /** Reviews are dated relative to this day. */
  now?: Date;
  /** Rows per insert statement; each row of `activities` binds ~20 parameters (PostgreSQL allows 65 535). */
  chunkSize?: number;
  /** Generate reviews (default true); plan tests that only need names and prices skip them. */
  reviews?: boolean;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Writes catalog activities with their branches and generated reviews, a few hundred rows per
 * statement. Pass a transaction: the caller decides what one unit of work is (the demo seed runs
 * in one). Main categories are upserted first so any catalog can be loaded on its own.
 */
export async function loadCatalog(
  tx: Db,
  catalog: readonly CatalogActivity[],
  options: LoadOptions = {},
): Promise<number> {
  const size = options.chunkSize ?? 500;
  const now = options.now ?? new Date();
  const seed = options.reviewSeed ?? 2026;

  await tx
    .insert(mainCategories)
    .values(
      catalogMainCategories.map((c) => ({
        slug: c.slug,
        nameEn: c.name.en,
        nameAr: c.name.ar,
        icon: c.icon,
        sortOrder: c.sortOrder,
      })),
    )
    .onConflictDoNothing();

  const reviewsBySlug = new Map(
    options.reviews === false ? [] : catalog.map((a) => [a.slug, generateReviews(a, seed, now)]),
  );
  const idBySlug = new Map<string, number>();
  for (const part of chunks(catalog, size)) {
    const rows = await tx
      .insert(activities)
      .values(
        part.map((a) => ({
          slug: a.slug,
          nameEn: a.name.en,
          nameAr: a.name.ar,
          descriptionEn: a.description.en,
          descriptionAr: a.description.ar,
          mainCategory: a.mainCategory,
          categories: a.categories,
          highlightsEn: a.highlights.en,
          highlightsAr: a.highlights.ar,
          durationMin: a.durationMin,
          kidFriendly: a.kidFriendly,
          minAge: a.minAge ?? null,
          venueGroups: a.venueGroups ?? [],
          audience: a.audience ?? 'all',
          priceAdultMinor: a.prices.adultMinor,
          priceTeenMinor: a.prices.teenMinor,
          priceChildMinor: a.prices.childMinor,
          rating: a.rating,
          reviewCount: reviewsBySlug.get(a.slug)?.length ?? 0,
          imageHue: a.image.hue,
          imageMotif: a.image.motif,
          freeCancellationHours: a.freeCancellationHours === undefined ? 24 : a.freeCancellationHours,
        })),
      )
      .returning({ id: activities.activityId, slug: activities.slug });
    for (const row of rows) idBySlug.set(row.slug, row.id);
  }

  const branchRows = catalog.flatMap((a) =>
    a.branches.map((b) => ({
      activityId: idBySlug.get(a.slug) as number,
      nameEn: b.name.en,
      nameAr: b.name.ar,
      area: b.area,
      lat: b.lat,
      lng: b.lng,
      hours: hoursToJson(b.hours),
      phone: b.phone ?? null,
    })),
  );
  for (const part of chunks(branchRows, size * 2)) await tx.insert(activityBranches).values(part);

  // Oldest first, so a higher review_id is a newer review and the (activity_id, review_id desc) index pages newest first.
  const reviewRows = catalog.flatMap((a) =>
    [...(reviewsBySlug.get(a.slug) ?? [])].reverse().map((r) => ({
      activityId: idBySlug.get(a.slug) as number,
      authorName: r.authorName,
      rating: r.rating,
      textEn: r.text.en,
      textAr: r.text.ar,
      createdAt: new Date(r.createdAt),
    })),
  );
  for (const part of chunks(reviewRows, size * 2)) await tx.insert(activityReviews).values(part);
  return idBySlug.size;
}
