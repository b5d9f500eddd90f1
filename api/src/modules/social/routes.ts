import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsRoutes } from '../notifications/routes';
import { uploadsRoutes } from '../uploads/routes';
import { commentsRoutes } from './comments/routes';
import { followsRoutes } from './follows/routes';
import { likesRoutes } from './likes/routes';
import { postsRoutes } from './posts/routes';
import { profilesRoutes } from './profiles/routes';
import { questionsRoutes } from './questions/routes';
import { relationsRoutes } from './relations/routes';
import { reportsRoutes } from './reports/routes';
import { scenesRoutes } from './scenes/routes';
import { tagsRoutes } from './tags/routes';
import { loadSocialSettings } from './settings';

/**
 * The social domain's routes, mounted under /api/v1 by app.ts: posts and the feed, likes, comments,
 * questions, follows, people to follow, mutes and blocks, reports, social profiles, demo pictures; plus the modules
 * this team owns for everyone: notifications (with their real-time stream) and uploads.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = loadSocialSettings();
  await app.register(postsRoutes);
  await app.register(likesRoutes);
  await app.register(commentsRoutes);
  await app.register(questionsRoutes);
  await app.register(followsRoutes);
  await app.register(reportsRoutes, { threshold: settings.reportThreshold });
  await app.register(profilesRoutes);
  await app.register(relationsRoutes);
  await app.register(tagsRoutes);
  await app.register(scenesRoutes);
  await app.register(notificationsRoutes);
  await app.register(uploadsRoutes);
};
