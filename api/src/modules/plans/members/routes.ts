import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { acceptedInvite, inviteeList, leftPlan, planMembersList, sharedPlansPage } from './responses';
import {
  acceptLinkBody,
  createLinkBody,
  inviteMemberBody,
  linkRefBody,
  memberRefBody,
  memberRoleBody,
  membersRefBody,
  searchInviteesBody,
  sharedPlansBody,
} from './schemas';
import {
  acceptInviteLink,
  createInviteLink,
  inviteMember,
  leavePlan,
  listPlanMembers,
  listSharedWithMe,
  removeMember,
  revokeInviteLink,
  searchInvitees,
  setMemberRole,
} from './service';

const TAGS = ['plans'];
const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Plan members and invite links, mounted under /api/v1 with the plans routes. */
export const planMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, ids: app.ids });

  app.post(
    '/plans/members/fetch',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Everyone in a plan with their role (owner and members); the owner also gets the live invite links',
        body: membersRefBody,
        response: { 200: planMembersList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPlanMembers(ctx(), currentUser(request).id, request.body.pid);
    },
  );

  app.post(
    '/plans/members/search',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Owner: people to invite whose username or name starts with q (who is in already left out)',
        body: searchInviteesBody,
        response: { 200: inviteeList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return searchInvitees(ctx(), currentUser(request).id, request.body);
    },
  );

  app.post(
    '/plans/members',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Owner: lets a person into the plan by username, as viewer or editor (PLAN_INVITE)',
        body: inviteMemberBody,
        response: { 200: planMembersList },
      },
    },
    async (request) => inviteMember(ctx(), currentUser(request).id, request.body),
  );

  app.put(
    '/plans/members',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: "Owner: changes a member's role",
        body: memberRoleBody,
        response: { 200: planMembersList },
      },
    },
    async (request) => setMemberRole(ctx(), currentUser(request).id, request.body),
  );

  app.delete(
    '/plans/members',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Owner: removes a member (their access ends at once, on every instance)',
        body: memberRefBody,
        response: { 200: planMembersList },
      },
    },
    async (request) => removeMember(ctx(), currentUser(request).id, request.body),
  );

  app.post(
    '/plans/members/leave',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: { tags: TAGS, summary: 'A member leaves a plan', body: membersRefBody, response: { 200: leftPlan } },
    },
    async (request) => leavePlan(ctx(), currentUser(request).id, request.body.pid),
  );

  app.post(
    '/plans/invite-links',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Owner: a new invite link with a role (its link_id is the token of /plan?pid=…&invite=…)',
        body: createLinkBody,
        response: { 200: planMembersList },
      },
    },
    async (request) => createInviteLink(ctx(), currentUser(request).id, request.body),
  );

  app.delete(
    '/plans/invite-links',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Owner: revokes an invite link (people who joined by it stay)',
        body: linkRefBody,
        response: { 200: planMembersList },
      },
    },
    async (request) => revokeInviteLink(ctx(), currentUser(request).id, request.body),
  );

  app.post(
    '/plans/invite-links/accept',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: "Joins the plan of an invite link with the link's role",
        body: acceptLinkBody,
        response: { 200: acceptedInvite },
      },
    },
    async (request) => acceptInviteLink(ctx(), currentUser(request).id, request.body.token),
  );

  app.post(
    '/plans/shared-with-me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Plans others let me into, newest first, with my role and their owner',
        body: sharedPlansBody,
        response: { 200: sharedPlansPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSharedWithMe(ctx(), currentUser(request).id, request.body.page, request.body.limit);
    },
  );
};
