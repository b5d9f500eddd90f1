import type { z } from 'zod';
import type {
  acceptedInvite,
  inviteeList,
  leftPlan,
  planInviteLink,
  planMember,
  planMembersList,
  sharedPlansPage,
} from './responses';

export type InviteeList = z.infer<typeof inviteeList>;
export type PlanMember = z.infer<typeof planMember>;
export type PlanInviteLink = z.infer<typeof planInviteLink>;
export type PlanMembersList = z.infer<typeof planMembersList>;
export type AcceptedInvite = z.infer<typeof acceptedInvite>;
export type LeftPlan = z.infer<typeof leftPlan>;
export type SharedPlansPage = z.infer<typeof sharedPlansPage>;
