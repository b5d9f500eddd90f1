// The calls of "Plans together" (people in a plan, invite links, shared with me), through shared-ui's request layer
// like lib/api.ts. Reads reject with ApiError; writes toast their failure and answer a ToastResult.
import { apiPost, apiRequest, toastResult, type ToastOptions } from '@jad/shared-ui';
import type { AcceptedInvite, InviteeList, LeftPlan, PlanMembersList, SharedPlansPage } from '@jad/api/contract';

export type { PlanMember, PlanMembersList, SharedPlansPage } from '@jad/api/contract';
export type PlanRole = 'viewer' | 'editor';

export const fetchMembers = (pid: string, signal?: AbortSignal) =>
  apiPost<PlanMembersList>('/plans/members/fetch', { pid }, { signal });

export const searchInvitees = (pid: string, q: string, signal?: AbortSignal) =>
  apiPost<InviteeList>('/plans/members/search', { pid, q }, { signal });

/** The dialog shows a refused username under its field, so it is not toasted. */
export const inviteMember = (pid: string, username: string, role: PlanRole) =>
  toastResult(apiRequest<PlanMembersList>('post', '/plans/members', { pid, username, role }), { errors: 'return' });

export const setMemberRole = (pid: string, username: string, role: PlanRole) =>
  toastResult(apiRequest<PlanMembersList>('put', '/plans/members', { pid, username, role }), { quiet: true });

export const removeMember = (pid: string, username: string) =>
  toastResult(apiRequest<PlanMembersList>('delete', '/plans/members', { pid, username }));

export const leavePlan = (pid: string) => toastResult(apiRequest<LeftPlan>('post', '/plans/members/leave', { pid }));

export const createInviteLink = (pid: string, role: PlanRole) =>
  toastResult(apiRequest<PlanMembersList>('post', '/plans/invite-links', { pid, role }), { quiet: true });

export const revokeInviteLink = (pid: string, linkId: string) =>
  toastResult(apiRequest<PlanMembersList>('delete', '/plans/invite-links', { pid, link_id: linkId }));

export const acceptInvite = (token: string, options?: ToastOptions) =>
  toastResult(apiRequest<AcceptedInvite>('post', '/plans/invite-links/accept', { token }), options);

export const fetchSharedPlans = (page: number, limit = 12, signal?: AbortSignal) =>
  apiPost<SharedPlansPage>('/plans/shared-with-me', { page, limit }, { signal });

/** The link a person opens to join: the plan page with the link's token. */
export const inviteUrl = (pid: string, token: string) =>
  `${window.location.origin}/plan?pid=${encodeURIComponent(pid)}&invite=${encodeURIComponent(token)}`;
