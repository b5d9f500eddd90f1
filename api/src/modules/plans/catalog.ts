// Reads the activity catalog (owned by the activities team: read only) and maps it onto the planner's shapes.
import { and, asc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityBranches, mainCategories, type WeeklyHoursJson } from '../../db/schema';
import { categoryLabel } from '../activities/catalog/category-labels';
import type {
  LocalizedText,
  OpeningInterval,
  PlannerActivity,
  PlannerBranch,
  TravelGroup,
  Weekday,
  WeeklyHours,
} from './planner/types';

const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The jsonb hours ({"0": [[open, close]], …}) → every weekday present; bad entries are dropped, not trusted. */
export function toWeeklyHours(json: WeeklyHoursJson | null | undefined): WeeklyHours {
  const out = {} as Record<Weekday, OpeningInterval[]>;
  for (const d of WEEKDAYS) {
    const list = json?.[String(d)];
    out[d] = Array.isArray(list)
      ? list.filter(
          (p): p is [number, number] =>
            Array.isArray(p) && p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) && p[0] < p[1],
        )
      : [];
  }
  return out;
}

interface ActivityRowForPlanner {
  activityId: number;
  nameEn: string;
  nameAr: string;
  mainCategory: string;
  categories: string[];
  durationMin: number;
  kidFriendly: boolean;
  minAge: number | null;
  venueGroups: string[];
  audience: 'all' | 'children' | 'adults';
  priceAdultMinor: number;
  priceTeenMinor: number;
  priceChildMinor: number;
  rating: number;
  reviewCount: number;
}

interface BranchRowForPlanner {
  branchId: number;
  activityId: number;
  lat: number;
  lng: number;
  hours: WeeklyHoursJson;
}

/** The main category counts as an interest too, so "museums" matches every museum. */
export function toPlannerActivity(
  row: ActivityRowForPlanner,
  branches: readonly BranchRowForPlanner[],
): PlannerActivity {
  const branchList: PlannerBranch[] = branches.map((b) => ({
    id: b.branchId,
    lat: b.lat,
    lng: b.lng,
    hours: toWeeklyHours(b.hours),
  }));
  return {
    id: row.activityId,
    name: { en: row.nameEn, ar: row.nameAr },
    categories: [...new Set([row.mainCategory, ...row.categories])],
    durationMin: row.durationMin,
    kidFriendly: row.kidFriendly,
    ...(row.minAge !== null ? { minAge: row.minAge } : {}),
    ...(row.venueGroups.length > 0 ? { venueGroups: row.venueGroups } : {}),
    ...(row.audience !== 'all' ? { audience: row.audience } : {}),
    prices: { adultMinor: row.priceAdultMinor, teenMinor: row.priceTeenMinor, childMinor: row.priceChildMinor },
    rating: Number(row.rating),
    popularity: row.reviewCount,
    branches: branchList,
  };
}

const activityColumns = {
  activityId: activities.activityId,
  nameEn: activities.nameEn,
  nameAr: activities.nameAr,
  mainCategory: activities.mainCategory,
  categories: activities.categories,
  durationMin: activities.durationMin,
  kidFriendly: activities.kidFriendly,
  minAge: activities.minAge,
  venueGroups: activities.venueGroups,
  audience: activities.audience,
  priceAdultMinor: activities.priceAdultMinor,
  priceTeenMinor: activities.priceTeenMinor,
  priceChildMinor: activities.priceChildMinor,
  rating: activities.rating,
  reviewCount: activities.reviewCount,
};

const branchColumns = {
  branchId: activityBranches.branchId,
  activityId: activityBranches.activityId,
  lat: activityBranches.lat,
  lng: activityBranches.lng,
  hours: activityBranches.hours,
};

function assemble(rows: ActivityRowForPlanner[], branches: BranchRowForPlanner[]): PlannerActivity[] {
  const byActivity = new Map<number, BranchRowForPlanner[]>();
  for (const b of branches) {
    const list = byActivity.get(b.activityId) ?? [];
    list.push(b);
    byActivity.set(b.activityId, list);
  }
  return rows.map((r) => toPlannerActivity(r, byActivity.get(r.activityId) ?? []));
}

/**
 * The activities a group can do, with their branches: children need kid-friendly ones and rule out
 * adults-only ones, children's venues need children, and nobody may be under an activity's minimum age (the planner checks this again; filtering here keeps big catalogs light).
 */
export async function loadCatalogForGroup(db: Db, group: TravelGroup): Promise<PlannerActivity[]> {
  const youngest = group.children > 0 ? (group.youngestChildAge ?? 3) : group.teens > 0 ? 12 : 18;
  const filters: SQL[] = [or(isNull(activities.minAge), lte(activities.minAge, youngest)) as SQL];
  if (group.children > 0) filters.push(eq(activities.kidFriendly, true), ne(activities.audience, 'adults'));
  else filters.push(ne(activities.audience, 'children'));
  const where = and(...filters);
  const [rows, branches] = await Promise.all([
    db.select(activityColumns).from(activities).where(where).orderBy(asc(activities.activityId)),
    db
      .select(branchColumns)
      .from(activityBranches)
      .innerJoin(activities, eq(activities.activityId, activityBranches.activityId))
      .where(where)
      .orderBy(asc(activityBranches.branchId)),
  ]);
  return assemble(rows, branches);
}

/** The given activities with all their branches (for conflict checks and placing an added activity). */
export async function loadPlannerActivities(db: Db, ids: readonly number[]): Promise<PlannerActivity[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const [rows, branches] = await Promise.all([
    db.select(activityColumns).from(activities).where(inArray(activities.activityId, unique)),
    db
      .select(branchColumns)
      .from(activityBranches)
      .where(inArray(activityBranches.activityId, unique))
      .orderBy(asc(activityBranches.branchId)),
  ]);
  return assemble(rows, branches);
}

export interface InterestRow {
  slug: string;
  nameEn: string;
  nameAr: string;
  icon: string | null;
  kind: 'main' | 'tag';
  activityCount: number;
}

/** Tags on fewer activities than this are too narrow to plan a trip around. */
const MIN_TAG_ACTIVITIES = 3;

/** The interests the questionnaire offers: every main category, then the tags shared by several activities. */
export async function listInterests(db: Db): Promise<InterestRow[]> {
  const [mainRows, mainCounts, tags] = await Promise.all([
    db
      .select({
        slug: mainCategories.slug,
        nameEn: mainCategories.nameEn,
        nameAr: mainCategories.nameAr,
        icon: mainCategories.icon,
      })
      .from(mainCategories)
      .orderBy(asc(mainCategories.sortOrder), asc(mainCategories.slug)),
    db
      .select({ slug: activities.mainCategory, n: sql<number>`count(*)::int` })
      .from(activities)
      .groupBy(activities.mainCategory),
    db.execute<{ slug: string; n: number }>(
      sql`select tag as slug, count(*)::int as n from ${activities}, unnest(${activities.categories}) as tag group by tag having count(*) >= ${MIN_TAG_ACTIVITIES} order by count(*) desc, tag`,
    ),
  ]);
  const countOf = new Map(mainCounts.map((c) => [c.slug, Number(c.n)]));
  const mains = mainRows.map((m) => ({ ...m, activityCount: countOf.get(m.slug) ?? 0 }));
  const mainSlugs = new Set(mains.map((m) => m.slug));
  return [
    ...mains.filter((m) => m.activityCount > 0).map((m) => ({ ...m, kind: 'main' as const })),
    ...tags.rows
      .filter((t) => !mainSlugs.has(t.slug))
      .map((t) => {
        const label = categoryLabel(t.slug);
        return {
          slug: t.slug,
          nameEn: label.en,
          nameAr: label.ar,
          icon: null,
          kind: 'tag' as const,
          activityCount: Number(t.n),
        };
      }),
  ];
}

/**
 * Labels of the tags for the planner's one-line reasons ("Matches your interest in heritage"); the planner
 * has its own, better worded labels for the main categories ("desert safaris").
 */
export function interestLabels(rows: readonly InterestRow[]): Record<string, LocalizedText> {
  return Object.fromEntries(
    rows.filter((r) => r.kind === 'tag').map((r) => [r.slug, { en: r.nameEn.toLowerCase(), ar: r.nameAr }]),
  );
}
