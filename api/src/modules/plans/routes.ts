import { publicUrlOf } from '../../mail/public-url';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/session';
import { decodePlanId } from './access';
import { createTicketCodes } from '../activities/tickets/code';
import type { PlansContext } from './context';
import { createPlan } from './create-service';
import { addPlanItem, deletePlan, movePlanItem, removePlanItem, renamePlan, sharePlan } from './edit-service';
import { attachmentDisposition } from '../../lib/attachment-name';
import { buildPlanIcs, icsFileName } from './ics';
import { confirmPlan } from './pay-service';
import { renderPlanPdf } from './pdf/plan-pdf';
import { getPlanDetail, getPlanOptions, listMyPlans } from './read-service';
import { reorderPlanDay } from './reorder-service';
import { getDayRoute } from './route-service';
import { planLiveRoutes } from './live/routes';
import { planMembersRoutes } from './members/routes';
import {
  addItemBody,
  calendarParams,
  calendarQuery,
  confirmPlanBody,
  createPlanBody,
  dayRouteParams,
  itemRefBody,
  moveItemBody,
  reorderDayBody,
  planRefBody,
  planPdfQuery,
  plansPageBody,
  renamePlanBody,
  sharePlanBody,
} from './schemas';
import {
  confirmPlanResponse,
  deletePlanResponse,
  planCalendarFile,
  planDayRoute,
  planDetail,
  planOptions,
  planPdfFile,
  plansPage,
  sharePlanResponse,
} from './responses';
import type {
  ConfirmPlanResponse,
  DeletePlanResponse,
  PlanDayRoute,
  PlanDetail,
  PlanOptions,
  PlansPage,
  SharePlanResponse,
} from './types';

const TAGS = ['plans'];
const WRITE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Per signed-in person rather than per address: travellers behind one hotel NAT do not throttle each other. */
const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : request.ip);

/** The plans domain's routes, mounted under /api/v1 by app.ts. Shapes: ./types.ts. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = createTicketCodes(app.config.idSecret);
  const ctx = (): PlansContext => ({
    db: app.db,
    ids: app.ids,
    fx: app.providers.fx,
    payments: app.providers.payments,
    planAi: app.providers.planAi,
    routing: app.providers.routing,
    mail: { queue: app.mailQueue, publicUrl: publicUrlOf(app.config) },
    codes,
  });

  await app.register(planMembersRoutes);
  await app.register(planLiveRoutes);

  // The routing provider's Redis connection (travel-time cache), if it opened one.
  app.addHook('onClose', async () => app.providers.routing.close?.());

  app.post(
    '/plans/options',
    {
      schema: {
        tags: TAGS,
        summary: 'What the questionnaire offers: interests (from the activity categories), destinations, limits',
        response: { 200: planOptions },
      },
    },
    async (_request, reply): Promise<PlanOptions> => {
      reply.header('cache-control', 'private, max-age=60');
      return getPlanOptions(ctx());
    },
  );

  app.post(
    '/plans',
    {
      preHandler: requireUser,
      // Generating runs the planner over the catalog (or asks a model): cheap, but not free.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: {
        tags: TAGS,
        summary: 'Creates a plan from the questionnaire: generated (mode ai) or empty days (mode own)',
        body: createPlanBody,
        response: { 201: planDetail },
      },
    },
    async (request, reply): Promise<PlanDetail> => {
      reply.code(201).header('cache-control', 'private, no-store');
      return createPlan(ctx(), currentUser(request).id, request.body);
    },
  );

  app.post(
    '/plans/fetch-all',
    {
      config: { readOnly: true },
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'My plans, newest first: {rows, count, page, limit}',
        body: plansPageBody,
        response: { 200: plansPage },
      },
    },
    async (request, reply): Promise<PlansPage> => {
      reply.header('cache-control', 'private, no-store');
      return listMyPlans(ctx(), currentUser(request).id, request.body.page, request.body.limit);
    },
  );

  app.post(
    '/plans/fetch',
    {
      config: { readOnly: true },
      schema: {
        tags: TAGS,
        summary: "One plan: its owner's, or anyone's while shared (404 otherwise)",
        body: planRefBody,
        response: { 200: planDetail },
      },
    },
    async (request, reply): Promise<PlanDetail> => {
      reply.header('cache-control', 'private, no-store');
      return getPlanDetail(ctx(), decodePlanId(app.ids, request.body.pid), request.user?.id ?? null);
    },
  );

  app.put(
    '/plans',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: { tags: TAGS, summary: 'Renames a plan', body: renamePlanBody, response: { 200: planDetail } },
    },
    async (request): Promise<PlanDetail> => renamePlan(ctx(), currentUser(request).id, request.body),
  );

  app.delete(
    '/plans',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Deletes a plan (paid orders stay in my orders)',
        body: planRefBody,
        response: { 200: deletePlanResponse },
      },
    },
    async (request): Promise<DeletePlanResponse> => {
      await deletePlan(ctx(), currentUser(request).id, request.body.pid);
      return { user_plan_id: request.body.pid, deleted: true };
    },
  );

  app.post(
    '/plans/items',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Adds an activity to a day (at the given time, else the earliest conflict-free one)',
        body: addItemBody,
        response: { 200: planDetail },
      },
    },
    async (request): Promise<PlanDetail> => addPlanItem(ctx(), currentUser(request).id, request.body),
  );

  app.put(
    '/plans/items',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Moves an activity to another day and/or time; conflicts come back in `conflicts`',
        body: moveItemBody,
        response: { 200: planDetail },
      },
    },
    async (request): Promise<PlanDetail> => movePlanItem(ctx(), currentUser(request).id, request.body),
  );

  app.put(
    '/plans/items/order',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: "Reorders one day's activities; times follow the new order, conflicts come back in `conflicts`",
        body: reorderDayBody,
        response: { 200: planDetail },
      },
    },
    async (request): Promise<PlanDetail> => reorderPlanDay(ctx(), currentUser(request).id, request.body),
  );

  app.delete(
    '/plans/items',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: { tags: TAGS, summary: 'Removes an unpaid activity', body: itemRefBody, response: { 200: planDetail } },
    },
    async (request): Promise<PlanDetail> => removePlanItem(ctx(), currentUser(request).id, request.body),
  );

  app.post(
    '/plans/share',
    {
      preHandler: requireUser,
      config: WRITE_LIMIT,
      schema: {
        tags: TAGS,
        summary: 'Shares (anyone may view it, e.g. from a feed post) or unshares a plan',
        body: sharePlanBody,
        response: { 200: sharePlanResponse },
      },
    },
    async (request): Promise<SharePlanResponse> => sharePlan(ctx(), currentUser(request).id, request.body),
  );

  app.post(
    '/plans/confirm',
    {
      preHandler: requireUser,
      // Card tokens are tried against the gateway here, so attempts are throttled like ticket payments.
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: {
        tags: TAGS,
        summary: 'Buys the tickets of every unpaid activity (one activity order each) with a card',
        body: confirmPlanBody,
        response: { 200: confirmPlanResponse },
      },
    },
    async (request, reply): Promise<ConfirmPlanResponse> => {
      reply.header('cache-control', 'private, no-store');
      const { pid, payment_method, currency } = request.body;
      return confirmPlan(ctx(), currentUser(request), { pid, currency, paymentMethod: payment_method });
    },
  );

  app.get(
    '/plans/:pid/days/:date/route',
    {
      schema: {
        tags: TAGS,
        summary:
          "A plan day's road route for its map (owner, or anyone while shared); estimated without a routing server",
        params: dayRouteParams,
        response: { 200: planDayRoute },
      },
    },
    async (request, reply): Promise<PlanDayRoute> => {
      reply.header('cache-control', 'private, no-store');
      const pid = decodePlanId(app.ids, request.params.pid);
      return getDayRoute(ctx(), pid, request.params.date, request.user?.id ?? null);
    },
  );

  app.get(
    '/plans/:pid/calendar.ics',
    {
      schema: {
        tags: TAGS,
        summary: 'The plan as an iCalendar file (owner, or anyone while shared)',
        params: calendarParams,
        querystring: calendarQuery,
        response: { 200: planCalendarFile },
      },
    },
    async (request, reply) => {
      const plan = await getPlanDetail(ctx(), decodePlanId(app.ids, request.params.pid), request.user?.id ?? null);
      const origin = `${request.protocol}://${request.host}`;
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(plan.name)}"`)
        .header('cache-control', 'private, no-store');
      return buildPlanIcs(plan, { lang: request.query.lang, now: new Date(), origin });
    },
  );

  app.get(
    '/plans/:pid/plan.pdf',
    {
      // Laying out and subsetting fonts costs more than a read: a little room per person.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perUser } },
      schema: {
        tags: TAGS,
        summary: "The plan as a PDF (owner, or anyone while shared), in lang, else the reader's language",
        params: calendarParams,
        querystring: planPdfQuery,
        response: { 200: planPdfFile },
      },
    },
    async (request, reply) => {
      // The presented plan, so the PDF shows exactly what this reader may see (no bookings of someone else's plan).
      const plan = await getPlanDetail(ctx(), decodePlanId(app.ids, request.params.pid), request.user?.id ?? null);
      const pdf = await renderPlanPdf(plan, readerLang(request, request.query.lang));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', attachmentDisposition(plan.name, 'pdf', 'plan'))
        .type('application/pdf')
        .send(pdf);
    },
  );
};

/** The language asked for, else the page's (lang cookie), else the account's, else English. */
function readerLang(request: FastifyRequest, asked: 'en' | 'ar' | undefined): 'en' | 'ar' {
  const cookie = request.cookies.lang;
  return asked ?? (cookie === 'en' || cookie === 'ar' ? cookie : (request.user?.language ?? 'en'));
}
