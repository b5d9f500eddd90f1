import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POST_REPORT_REASONS } from '../../../db/schema';
import { currentUser, requireUser } from '../../../plugins/session';
import { ID_KIND } from '../shared/ids';
import type { ReportResult } from '../types';
import { reportPost } from './service';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { reportResult } from '../responses';

export const reportsRoutes: FastifyPluginAsyncZod<{ threshold: number }> = async (app, { threshold }) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);
  app.post(
    '/posts/report',
    {
      preHandler: requireUser,
      config: perUser(20),
      schema: {
        tags: ['posts'],
        summary: "Report someone's post with a reason (once per person)",
        body: z.object({
          post_id: z.string().trim().min(1).max(100),
          reason: z.enum(POST_REPORT_REASONS),
          details: z.string().max(500).optional(),
        }), response: { 200: reportResult } },
    },
    async (request): Promise<ReportResult> => {
      const { hidden } = await reportPost(app.db, changes, {
        reporterId: currentUser(request).id,
        postId: ids.decodeId(ID_KIND.post, request.body.post_id),
        reason: request.body.reason,
        details: request.body.details ?? null,
        threshold,
      });
      return { post_id: request.body.post_id, reported: true, hidden };
    },
  );
};
