import { and, asc, desc, eq, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities } from '../../../db/schema';
import { filterConditions, summaryColumns, type Bind, type ListFilter, type SummaryRecord } from './repository';
import type { ListPosition } from './cursor';
import type { ActivitySort } from '../types';

// The list query, the api's busiest. Each shape (which filters, which sort, first page or not, visitor
// or member) becomes one prepared statement, built once per database and reused: building the query and
// having PostgreSQL parse it cost more than running it (it reads ~13 rows from an index).

const literal: Bind = (_name, value) => value;
const placeholder: Bind = (name) => sql.placeholder(name);

/** The rows after `after` in the sort's order: rating desc, price asc/desc or newest, each then by id. */
function afterCondition(sort: ActivitySort, after: ListPosition, bind: Bind): SQL {
  const value = bind('v', after.value);
  const id = bind('i', after.id);
  switch (sort) {
    case 'rating':
      // rating desc but id asc: no row comparison fits, so the redundant `rating <= v` gives the index a
      // start to seek to (without it a deep page scans every better-rated row through a filter).
      return and(
        lte(activities.rating, value),
        or(lt(activities.rating, value), and(eq(activities.rating, value), gt(activities.activityId, id))),
      ) as SQL;
    case 'price_asc':
      return sql`(${activities.priceAdultMinor}, ${activities.activityId}) > (${value}, ${id})`;
    case 'price_desc':
      return sql`(${activities.priceAdultMinor}, ${activities.activityId}) < (${value}, ${id})`;
    case 'newest':
      return lt(activities.activityId, id);
  }
}

function orderOf(sort: ActivitySort): SQL[] {
  switch (sort) {
    case 'rating':
      return [desc(activities.rating), asc(activities.activityId)];
    case 'price_asc':
      return [asc(activities.priceAdultMinor), asc(activities.activityId)];
    case 'price_desc':
      return [desc(activities.priceAdultMinor), desc(activities.activityId)];
    case 'newest':
      return [desc(activities.activityId)];
  }
}

function buildListQuery(
  db: Db,
  filter: ListFilter,
  sort: ActivitySort,
  after: ListPosition | null,
  limit: number,
  userId: number | null,
  bind: Bind,
) {
  const conditions = filterConditions(filter, bind);
  if (after) conditions.push(afterCondition(sort, after, bind));
  return db
    .select(summaryColumns(userId === null ? null : bind('u', userId)))
    .from(activities)
    .where(and(...conditions))
    .orderBy(...orderOf(sort))
    .limit(bind('limit', limit) as number); // a placeholder is accepted here at run time
}

/** The sort key of a row, as stored in the next cursor. */
export function positionOf(sort: ActivitySort, row: SummaryRecord): ListPosition {
  const value = sort === 'rating' ? Number(row.rating) : sort === 'newest' ? 0 : row.priceAdultMinor;
  return { value, id: row.activityId };
}

/** The query with its values in place, unexecuted: what a test EXPLAINs (same SQL text as the prepared one). */
export function listActivitiesQuery(
  db: Db,
  filter: ListFilter,
  sort: ActivitySort,
  after: ListPosition | null,
  limit: number,
  userId: number | null,
) {
  return buildListQuery(db, filter, sort, after, limit, userId, literal);
}

type Prepared = ReturnType<ReturnType<typeof buildListQuery>['prepare']>;
const preparedByDb = new WeakMap<object, Map<string, Prepared>>();

/** Which parts the query has: the name of its prepared statement. */
function shapeOf(filter: ListFilter, sort: ActivitySort, after: ListPosition | null, userId: number | null): string {
  const flags = [
    filter.mainCategory ? 'm' : '',
    filter.category ? 'c' : '',
    filter.minPrice !== undefined ? 'l' : '',
    filter.maxPrice !== undefined ? 'h' : '',
    filter.minRating !== undefined ? 'r' : '',
    filter.kidFriendly ? 'k' : '',
    after ? 'a' : '',
    userId === null ? '' : 'u',
  ].join('');
  return `activities_list_${sort}_${flags || 'all'}`;
}

export async function listActivities(
  db: Db,
  filter: ListFilter,
  sort: ActivitySort,
  after: ListPosition | null,
  limit: number,
  userId: number | null,
): Promise<SummaryRecord[]> {
  // A tag filter is planned for its value, never prepared: a tag may be on most activities or on a
  // handful, and the generic plan of a prepared statement guesses "few" for `categories @> $1` (a
  // bitmap scan of every tagged row, then a sort: ~15 ms for a common tag), where the plan for the
  // value walks the sort's index and stops after the page (~0.5 ms). Planning costs far less than that.
  if (filter.category) {
    return (await buildListQuery(db, filter, sort, after, limit, userId, literal)) as SummaryRecord[];
  }
  const name = shapeOf(filter, sort, after, userId);
  let statements = preparedByDb.get(db);
  if (!statements) {
    statements = new Map();
    preparedByDb.set(db, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = buildListQuery(db, filter, sort, after, limit, userId, placeholder).prepare(name);
    statements.set(name, statement);
  }
  return (await statement.execute({
    main: filter.mainCategory,
    cat: filter.category ? [filter.category] : undefined,
    lo: filter.minPrice,
    hi: filter.maxPrice,
    ra: filter.minRating,
    v: after?.value,
    i: after?.id,
    u: userId ?? undefined,
    limit,
  })) as SummaryRecord[];
}
