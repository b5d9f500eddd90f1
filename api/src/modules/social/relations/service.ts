import type { Db } from '../../../db/client';
import { invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import type { SocialChanges } from '../shared/changes';
import { findSummaryByUuid, toSocialUser, type SummaryRow } from '../shared/user-summary';
import type { PagedList, RelationPerson, RelationState } from '../types';
import { cutTies, listRelation, relationsTo, setBlockRow, setMuteRow, type RelationKind } from './repository';

/**
 * The person a relation is about. Someone who blocked the viewer does not exist for them ("not found", as
 * everywhere else); someone the viewer blocked stays reachable, so the viewer can unblock them.
 */
async function other(db: Db, viewerId: number, uuid: string): Promise<SummaryRow> {
  const person = await findSummaryByUuid(db, uuid);
  if (!person) throw notFound('user_not_found');
  if (person.id === viewerId) throw invalid('cannot_mute_or_block_self');
  if ((await relationsTo(db, person.id, viewerId)).blocked) throw notFound('user_not_found');
  return person;
}

async function state(db: Db, viewerId: number, person: SummaryRow): Promise<RelationState> {
  const { muted, blocked } = await relationsTo(db, viewerId, person.id);
  return { user_uuid: person.uuid, is_muted: muted, is_blocked: blocked };
}

/** Mutes or unmutes: the viewer's feeds and comment lists leave the person out; the person is not told. */
export async function setMute(
  db: Db,
  changes: SocialChanges,
  viewerId: number,
  uuid: string,
  on: boolean,
): Promise<RelationState> {
  const person = await other(db, viewerId, uuid);
  await setMuteRow(db, viewerId, person.id, on);
  await changes.readerWrote(viewerId);
  return state(db, viewerId, person);
}

/**
 * Blocks or unblocks. A block also ends the follows both ways and the notifications between the two, in one
 * transaction; from then on neither sees the other's posts or comments, and the blocked person cannot follow,
 * comment on, mention or find the blocker (not found). Unblocking restores nothing but the possibility.
 */
export async function setBlock(
  db: Db,
  changes: SocialChanges,
  viewerId: number,
  uuid: string,
  on: boolean,
): Promise<RelationState> {
  const person = await other(db, viewerId, uuid);
  await db.transaction(async (tx) => {
    if ((await setBlockRow(tx, viewerId, person.id, on)) && on) await cutTies(tx, viewerId, person.id);
  });
  // both feeds (each other's posts) and both drawers (the notifications and follows that went)
  await Promise.all([
    changes.readerWrote(viewerId),
    changes.readerWrote(person.id),
    changes.notificationsChanged([viewerId, person.id]),
  ]);
  return state(db, viewerId, person);
}

export async function listRelations(
  db: Db,
  ids: OpaqueIds,
  viewerId: number,
  kind: RelationKind,
  page: number,
  limit: number,
): Promise<PagedList<RelationPerson>> {
  const { rows, count } = await listRelation(db, viewerId, kind, limit, (page - 1) * limit);
  return {
    rows: rows.map((r) => ({ ...toSocialUser(r.person, ids), created_at: r.createdAt.toISOString() })),
    count,
    page,
  };
}
