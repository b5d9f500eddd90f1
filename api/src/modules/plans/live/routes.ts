import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/domain-error';
import { listenToChannels, type ChannelListener } from '../../../lib/pg-listener';
import { createGuardedRedis } from '../../../lib/redis-breaker';
import { currentUser, requireUser } from '../../../plugins/session';
import { findSummaries, toSocialUser } from '../../social/shared/user-summary';
import { decodePlanId, planRole, visiblePlanWithRole } from '../access';
import { findPlan } from '../repository';
import { calendarParams } from '../schemas';
import { parsePlanPayload, PlanLiveHub } from './hub';
import { memoryPresence, PRESENCE_HEARTBEAT_MS, redisPresence } from './presence';
import { openPlanStream } from './stream';

export const PLANS_CHANNEL = 'jad_plans';

const planStream = {
  description: 'A Server-Sent Events stream',
  content: { 'text/event-stream': { schema: z.string() } },
};

/** GET /plans/:pid/stream: a plan's changes and who has it open, live, for its owner and members. */
export const planLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const redis = app.config.redisUrl
    ? createGuardedRedis(app.config.redisUrl, {
        onStateChange: (state) => app.log.warn({ state }, 'redis (plan presence) circuit'),
      })
    : null;
  const presence = redis ? redisPresence(redis, app.config.redisPrefix) : memoryPresence(app.database);
  const onError = (err: unknown) => app.log.warn({ err }, 'plan stream');

  const hub = new PlanLiveHub(
    {
      async canRead(planId, userId) {
        const plan = await findPlan(app.db, planId);
        return plan !== null && (await planRole(app.db, plan, userId)) !== null;
      },
      async presence(planId) {
        const ids = await presence.people(planId);
        const people = await findSummaries(app.db, ids);
        return ids.flatMap((id) => {
          const row = people.get(id);
          return row ? [toSocialUser(row, app.ids)] : [];
        });
      },
    },
    onError,
  );
  const announce = async (planId: number) => {
    await app.db.execute(sql`select pg_notify(${PLANS_CHANNEL}, ${JSON.stringify({ p: planId })})`);
  };

  let listener: ChannelListener | null = null;
  const refresh = setInterval(() => void hub.refreshAll(), PRESENCE_HEARTBEAT_MS);
  refresh.unref();
  app.addHook('onReady', async () => {
    listener = await listenToChannels(app.database, app.config.databaseUrl, {
      channels: [PLANS_CHANNEL],
      applicationName: 'jad-plans-listener',
      onNotification: (_channel, payload) => {
        const event = parsePlanPayload(payload);
        if (!event) return;
        if (event.version === null) void hub.presenceChanged(event.planId);
        else void hub.versionChanged(event.planId, event.version);
      },
      // Changes may have gone unheard: every open plan re-reads (a version event makes the page refetch).
      onReconnect: () => {
        for (const planId of hub.plans) void hub.versionChanged(planId, -1);
      },
      onError,
    });
  });
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    clearInterval(refresh);
    await listener?.stop();
    await redis?.close();
  });

  app.get(
    '/plans/:pid/stream',
    {
      preHandler: requireUser,
      schema: {
        tags: ['plans'],
        summary: 'Server-Sent Events for the plan page (owner and members): plan {version}, presence {people}, revoked',
        params: calendarParams,
        response: { 200: planStream },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const planId = decodePlanId(app.ids, request.params.pid);
      const { plan, role } = await visiblePlanWithRole(app.db, planId, userId);
      // A stranger reading a shared plan has no stream (and is not shown as present).
      if (role === null) throw notFound('plan_not_found');
      openPlanStream(request, reply, { hub, presence, announce, onError }, { planId, userId, version: plan.version });
      return reply;
    },
  );
};
