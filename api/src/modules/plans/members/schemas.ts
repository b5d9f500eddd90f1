import { z } from 'zod';
import { PLAN_ROLES } from '../../../db/schema/plans';

// Request bodies of the plan members api (opaque ids are decoded by the service).
const opaqueId = z.string().trim().min(1).max(100);
const role = z.enum(PLAN_ROLES, 'must be viewer or editor');
const username = z.string().trim().min(1).max(60);

export const searchInviteesBody = z.object({ pid: opaqueId, q: z.string().trim().min(1).max(60) });
export const membersRefBody = z.object({ pid: opaqueId });
export const inviteMemberBody = z.object({ pid: opaqueId, username, role });
export const memberRoleBody = z.object({ pid: opaqueId, username, role });
export const memberRefBody = z.object({ pid: opaqueId, username });
export const createLinkBody = z.object({ pid: opaqueId, role });
export const linkRefBody = z.object({ pid: opaqueId, link_id: opaqueId });
export const acceptLinkBody = z.object({ token: opaqueId });
export const sharedPlansBody = z
  .object({ page: z.number().int().min(1).max(10_000).default(1), limit: z.number().int().min(1).max(50).default(12) })
  .prefault({});
