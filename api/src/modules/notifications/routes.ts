import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/session';
import { ID_KIND } from '../social/shared/ids';
import { sqlRunner } from '../social/shared/sql-runner';
import { cachedJson } from '../../lib/page-cache';
import { createNotificationsCache, notificationsPageKey } from './cache';
import { MAX_STREAMS_PER_USER } from './constants';
import { NotificationHub } from './realtime/hub';
import { listenForChanges, type ChangeListener } from './realtime/listener';
import { openStream } from './realtime/sse';
import { livePostEvent, liveRecipients } from './realtime/live-posts';
import { markedAllResponse, markedOneResponse, notificationsList, notificationStream } from './responses';
import { fetchAllBody, markOneBody } from './schemas';
import {
  findNotification,
  listNotifications,
  markAllNotificationsSeen,
  markNotificationSeen,
  unseenCount,
} from './service';
import { memoIds } from '../../lib/memo-ids';

/** The notifications api (spec §7) and its real-time stream; registered by the social plugin. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const run = sqlRunner(app.database);
  const hub = new NotificationHub(
    {
      unseenCount: (userId) => unseenCount(run, userId),
      notification: (userId, id) => findNotification(run, ids, userId, id),
      postRecipients: (authorId, candidates) => liveRecipients(run, authorId, candidates),
      post: (event) => livePostEvent(app.db, ids, event),
    },
    { maxPerUser: MAX_STREAMS_PER_USER, onError: (err) => app.log.warn({ err }, 'notification push failed') },
  );

  let listener: ChangeListener | null = null;
  // Pages are stored only while the listener hears the trigger (else a change could go unheard).
  const pages = createNotificationsCache(
    app.bus,
    app.config.notificationsCacheTtlMs,
    () => listener?.connected ?? false,
  );
  app.addHook('onReady', async () => {
    listener = await listenForChanges(app.database, app.config.databaseUrl, {
      onChange: (event) => {
        pages.forget(String(event.userId));
        void hub.deliver(event);
      },
      onNewPost: (event) => void hub.deliverPost(event),
      onDisconnect: () => pages.clear(),
      onReconnect: () => {
        pages.clear();
        void hub.resync();
      },
      onError: (err) => app.log.warn({ err }, 'notification listener lost its connection'),
    });
  });
  // Streams never go idle, so they must end before the server waits for its connections to close.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    await listener?.stop();
  });

  app.post(
    '/notifications/fetch-all',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: "A page of the signed-in user's notifications, newest first; checkSeen: only the unseen count",
        body: fetchAllBody,
        response: { 200: notificationsList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').type('application/json; charset=utf-8');
      const user = currentUser(request);
      return cachedJson(pages, String(user.id), notificationsPageKey(request.body), notificationsList, () =>
        listNotifications(run, ids, user, request.body),
      );
    },
  );

  app.put(
    '/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification seen',
        body: markOneBody,
        response: { 200: markedOneResponse },
      },
    },
    async (request) => {
      const id = ids.decodeId(ID_KIND.notification, request.body.notification_id);
      const userId = currentUser(request).id;
      const unseen = await markNotificationSeen(app.db, run, userId, id);
      // The trigger tells every instance, this one too, but a moment later: the next read here must see it.
      pages.forget(String(userId));
      return { notification_id: request.body.notification_id, is_seen: true, unseen };
    },
  );

  app.put(
    '/notifications/seen',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification seen (opening the drawer)',
        response: { 200: markedAllResponse },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const updated = await markAllNotificationsSeen(app.db, userId);
      pages.forget(String(userId));
      return { updated, unseen: 0 };
    },
  );

  app.get(
    '/notifications/stream',
    {
      preHandler: requireUser,
      schema: {
        tags: ['notifications'],
        summary:
          'Server-Sent Events: `count` {count} on connect and on changes, `notification` {notification, count} for a new one, `post` {post_id, author} when someone the user follows posts',
        response: { 200: notificationStream },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await openStream(request, reply, hub, userId, () => unseenCount(run, userId));
    },
  );
};
