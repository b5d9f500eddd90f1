import { z } from 'zod';
import { PLAN_ROLES } from '../../../db/schema/plans';
import { socialUser } from '../../social/responses';
import { planSummary } from '../responses';

// Answers of the plan members api; types.ts infers the types front ends import.

export const planMember = z.object({
  user: socialUser,
  role: z.enum(['owner', ...PLAN_ROLES]),
});

export const planInviteLink = z.object({
  /** Opaque id (kind 'plan-invite'); also the link's token: /plan?pid=…&invite=<link_id>. */
  link_id: z.string(),
  role: z.enum(PLAN_ROLES),
  created_at: z.string(),
});

/** Everyone in the plan, the owner first; the live invite links (owner only, else empty). */
export const planMembersList = z.object({
  user_plan_id: z.string(),
  my_role: z.enum(['owner', ...PLAN_ROLES]),
  members: z.array(planMember),
  links: z.array(planInviteLink),
});

export const inviteeList = z.object({ rows: z.array(socialUser) });

export const acceptedInvite = z.object({ user_plan_id: z.string(), role: z.enum(['owner', ...PLAN_ROLES]) });
export const leftPlan = z.object({ user_plan_id: z.string(), left: z.literal(true) });

/** Plans others let me into, newest membership first. */
export const sharedPlansPage = z.object({
  rows: z.array(planSummary.extend({ my_role: z.enum(PLAN_ROLES), owner: socialUser })),
  count: z.number(),
  page: z.number(),
  limit: z.number(),
});
