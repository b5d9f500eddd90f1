// Plan members: the owner lets people in by username or by an invite link, as viewer or editor, changes their
// role and removes them; a member may leave. Each change bumps the plan's version, so the plan stream of every api
// instance re-checks who may still read (a removed editor's open page is closed at once, live/README in ../README).
import type { Db } from '../../../db/client';
import type { PlanRole } from '../../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../../lib/domain-error';
import type { OpaqueIds } from '../../../lib/opaque-id';
import { createNotification } from '../../notifications/service';
import { findSummaries, toSocialUser } from '../../social/shared/user-summary';
import { decodePlanId, ownPlanForUpdate, planRole, visiblePlanWithRole } from '../access';
import { dubaiToday } from '../calendar';
import { PLAN_KIND } from '../constants';
import { toPlanSummary } from '../presenter';
import { findPlan, touchPlan, withListStats } from '../repository';
import {
  countMembers,
  deleteMember,
  findLink,
  findLiveUserByUsername,
  findMember,
  insertLink,
  listLiveLinks,
  listMemberRows,
  listPlansSharedWith,
  revokeLinkRow,
  searchPeople,
  upsertMember,
} from './repository';
import type { SocialUser } from '../../social/types';
import type { AcceptedInvite, LeftPlan, PlanMembersList, SharedPlansPage } from './types';

export const INVITE_KIND = 'plan-invite';
/** People besides the owner; a trip group, not an audience. */
export const MAX_PLAN_MEMBERS = 20;

interface Ctx {
  db: Db;
  ids: OpaqueIds;
  now?: Date;
}

/** Everyone in the plan (owner first), for its owner and its members; links only for the owner. */
export async function listPlanMembers(ctx: Ctx, userId: number, pid: string): Promise<PlanMembersList> {
  const planId = decodePlanId(ctx.ids, pid);
  const { plan, role } = await visiblePlanWithRole(ctx.db, planId, userId);
  // A stranger reading a shared plan does not see who else is in it.
  if (role === null) throw notFound('plan_not_found');
  const [rows, links] = await Promise.all([
    listMemberRows(ctx.db, planId),
    role === 'owner' ? listLiveLinks(ctx.db, planId) : Promise.resolve([]),
  ]);
  const people = await findSummaries(ctx.db, [plan.userId, ...rows.map((r) => r.userId)]);
  const owner = people.get(plan.userId);
  return {
    user_plan_id: pid,
    my_role: role,
    members: [
      ...(owner ? [{ user: toSocialUser(owner, ctx.ids), role: 'owner' as const }] : []),
      ...rows.flatMap((r) => {
        const person = people.get(r.userId);
        return person ? [{ user: toSocialUser(person, ctx.ids), role: r.role }] : [];
      }),
    ],
    links: links.map((l) => ({
      link_id: ctx.ids.encodeId(INVITE_KIND, l.linkId),
      role: l.role,
      created_at: l.createdAt.toISOString(),
    })),
  };
}

/** Owner: people to invite whose username or name starts with `q`, leaving out who is in already. */
export async function searchInvitees(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; q: string },
): Promise<{ rows: SocialUser[] }> {
  const planId = decodePlanId(ctx.ids, input.pid);
  const { plan, role } = await visiblePlanWithRole(ctx.db, planId, ownerId);
  if (role === null) throw notFound('plan_not_found');
  if (role !== 'owner') throw forbidden('not_your_plan');
  const members = await listMemberRows(ctx.db, planId);
  const ids = await searchPeople(ctx.db, input.q, [plan.userId, ...members.map((m) => m.userId)], 8);
  const people = await findSummaries(ctx.db, ids);
  return {
    rows: ids.flatMap((id) => {
      const p = people.get(id);
      return p ? [toSocialUser(p, ctx.ids)] : [];
    }),
  };
}

/**
 * An owner's change to the plan's people: in one transaction on the locked plan row (404/403 for anyone but the
 * owner), then the members list as it now stands.
 */
async function ownerChange(
  ctx: Ctx,
  ownerId: number,
  pid: string,
  change: (tx: Db, planId: number) => Promise<void>,
): Promise<PlanMembersList> {
  const planId = decodePlanId(ctx.ids, pid);
  await ctx.db.transaction(async (tx) => {
    await ownPlanForUpdate(tx, planId, ownerId);
    await change(tx, planId);
  });
  return listPlanMembers(ctx, ownerId, pid);
}

async function ensureRoom(tx: Db, planId: number): Promise<void> {
  if ((await countMembers(tx, planId)) >= MAX_PLAN_MEMBERS)
    throw conflict('plan_members_full', { params: { max: MAX_PLAN_MEMBERS } });
}

/** Owner: lets a person in by username (or changes their role); they get PLAN_INVITE. */
export async function inviteMember(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; username: string; role: PlanRole },
): Promise<PlanMembersList> {
  return ownerChange(ctx, ownerId, input.pid, async (tx, planId) => {
    const person = await findLiveUserByUsername(tx, input.username);
    if (!person) throw notFound('plan_member_user_not_found', { field: 'username' });
    if (person.id === ownerId) throw invalid('plan_member_self', { field: 'username' });
    const existing = await findMember(tx, planId, person.id);
    if (!existing) await ensureRoom(tx, planId);
    await upsertMember(tx, { planId, userId: person.id, role: input.role, invitedBy: ownerId });
    await touchPlan(tx, planId);
    if (!existing)
      await createNotification(tx, {
        recipientId: person.id,
        actorId: ownerId,
        type: 'PLAN_INVITE',
        userPlanId: planId,
      });
  });
}

/** Owner: changes a member's role (an editor made viewer cannot write from the next request on). */
export async function setMemberRole(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; username: string; role: PlanRole },
): Promise<PlanMembersList> {
  return ownerChange(ctx, ownerId, input.pid, async (tx, planId) => {
    const person = await findLiveUserByUsername(tx, input.username);
    if (!person || !(await findMember(tx, planId, person.id))) throw notFound('plan_member_not_found');
    await upsertMember(tx, { planId, userId: person.id, role: input.role, invitedBy: ownerId });
    await touchPlan(tx, planId);
  });
}

/** Owner: takes a member out; their next request, on any instance, is refused and their open stream ends. */
export async function removeMember(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; username: string },
): Promise<PlanMembersList> {
  return ownerChange(ctx, ownerId, input.pid, async (tx, planId) => {
    const person = await findLiveUserByUsername(tx, input.username);
    if (!person || !(await deleteMember(tx, planId, person.id))) throw notFound('plan_member_not_found');
    await touchPlan(tx, planId);
  });
}

/** A member leaves the plan (the owner cannot: they delete it instead). */
export async function leavePlan(ctx: Ctx, userId: number, pid: string): Promise<LeftPlan> {
  const planId = decodePlanId(ctx.ids, pid);
  await ctx.db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId);
    if (plan?.userId === userId) throw conflict('plan_owner_cannot_leave');
    if (!plan || !(await deleteMember(tx, planId, userId))) throw notFound('plan_not_found');
    await touchPlan(tx, planId);
  });
  return { user_plan_id: pid, left: true };
}

/** Owner: a new invite link with a role; its id is its token (an opaque id: only this api can mint one). */
export async function createInviteLink(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; role: PlanRole },
): Promise<PlanMembersList> {
  return ownerChange(ctx, ownerId, input.pid, async (tx, planId) => {
    await insertLink(tx, planId, input.role);
  });
}

/** Owner: the link stops working; people who joined by it stay (remove them one by one). */
export async function revokeInviteLink(
  ctx: Ctx,
  ownerId: number,
  input: { pid: string; link_id: string },
): Promise<PlanMembersList> {
  const linkId = ctx.ids.decodeId(INVITE_KIND, input.link_id);
  return ownerChange(ctx, ownerId, input.pid, async (tx, planId) => {
    if (!(await revokeLinkRow(tx, planId, linkId))) throw notFound('plan_invite_link_not_found');
  });
}

/**
 * Opening an invite link signed in: joins the plan with the link's role. Someone in already keeps their role unless
 * the link gives more (viewer → editor); the owner stays owner. The owner hears of a newcomer (PLAN_CHANGED).
 */
export async function acceptInviteLink(ctx: Ctx, userId: number, token: string): Promise<AcceptedInvite> {
  const linkId = ctx.ids.tryDecodeId(INVITE_KIND, token);
  if (linkId === null) throw invalid('plan_invite_link_invalid', { field: 'token' });
  return ctx.db.transaction(async (tx) => {
    const link = await findLink(tx, linkId);
    if (!link || link.revokedAt !== null) throw notFound('plan_invite_link_invalid');
    const plan = await findPlan(tx, link.planId);
    if (!plan) throw notFound('plan_invite_link_invalid');
    const pid = ctx.ids.encodeId(PLAN_KIND, plan.planId);
    const current = await planRole(tx, plan, userId);
    if (current === 'owner' || current === 'editor' || current === link.role)
      return { user_plan_id: pid, role: current };
    if (current === null) await ensureRoom(tx, plan.planId);
    await upsertMember(tx, { planId: plan.planId, userId, role: link.role, invitedBy: plan.userId });
    await touchPlan(tx, plan.planId);
    if (current === null)
      await createNotification(tx, {
        recipientId: plan.userId,
        actorId: userId,
        type: 'PLAN_CHANGED',
        userPlanId: plan.planId,
      });
    return { user_plan_id: pid, role: link.role };
  });
}

/** "Shared with me": plans others let me into, as cards, with my role and whose plan it is. */
export async function listSharedWithMe(
  ctx: Ctx,
  userId: number,
  page: number,
  limit: number,
): Promise<SharedPlansPage> {
  const { rows, count } = await listPlansSharedWith(ctx.db, userId, limit, (page - 1) * limit);
  const [stats, owners] = await Promise.all([
    withListStats(
      ctx.db,
      rows.map((r) => r.plan),
    ),
    findSummaries(
      ctx.db,
      rows.map((r) => r.plan.userId),
    ),
  ]);
  const today = dubaiToday(ctx.now);
  return {
    rows: rows.flatMap((r, i) => {
      const owner = owners.get(r.plan.userId);
      const s = stats[i];
      if (!owner || !s) return [];
      // What is private to the owner stays with them, as on the plan page: nothing paid, no child's age.
      const card = toPlanSummary(ctx.ids, { ...s, paidCount: 0, today });
      return [
        {
          ...card,
          group: { ...card.group, youngest_child_age: null },
          my_role: r.role,
          owner: toSocialUser(owner, ctx.ids),
        },
      ];
    }),
    count,
    page,
    limit,
  };
}
