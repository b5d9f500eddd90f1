import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { ID_KIND } from '../shared/ids';
import type { CommentsPage, PublicComment } from '../types';
import { addComment, deleteComment, listComments, listReplies } from './service';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { commentDeleted, commentsPage, publicComment } from '../responses';

const opaqueId = z.string().trim().min(1).max(100);
const page = { cursor: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(50).default(20) };

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);
  const decode = (kind: string, value: string) => ids.decodeId(kind, value);

  app.post(
    '/comments/fetch-all',
    {
      config: { readOnly: true },
      schema: {
        tags: ['comments'],
        summary: "A post's comments, oldest first",
        body: z.object({ post_id: opaqueId, ...page }),
        response: { 200: commentsPage },
      },
    },
    async (request): Promise<CommentsPage> =>
      listComments(
        app.db,
        ids,
        request.user?.id ?? null,
        decode(ID_KIND.post, request.body.post_id),
        request.body.cursor,
        request.body.limit,
      ),
  );

  app.post(
    '/comments/replies',
    {
      schema: {
        tags: ['comments'],
        summary: "A comment's replies, oldest first",
        body: z.object({ comment_id: opaqueId, ...page }),
        response: { 200: commentsPage },
      },
    },
    async (request): Promise<CommentsPage> =>
      listReplies(
        app.db,
        ids,
        request.user?.id ?? null,
        decode(ID_KIND.comment, request.body.comment_id),
        request.body.cursor,
        request.body.limit,
      ),
  );

  app.post(
    '/comments',
    {
      preHandler: requireUser,
      config: perUser(30),
      schema: {
        tags: ['comments'],
        summary: 'Comment on a post, or reply to a comment (parent_id)',
        body: z.object({ post_id: opaqueId, body: z.string().max(1000), parent_id: opaqueId.optional() }),
        response: { 201: publicComment },
      },
    },
    async (request, reply): Promise<PublicComment> => {
      const { post_id, body, parent_id } = request.body;
      const comment = await addComment(app.db, changes, ids, currentUser(request).id, {
        postId: decode(ID_KIND.post, post_id),
        body,
        parentId: parent_id ? decode(ID_KIND.comment, parent_id) : null,
      });
      reply.code(201);
      return comment;
    },
  );

  app.delete(
    '/comments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['comments'],
        summary: 'Delete your comment, or one on your post',
        body: z.object({ comment_id: opaqueId }),
        response: { 200: commentDeleted },
      },
    },
    async (request) => {
      await deleteComment(app.db, changes, currentUser(request).id, decode(ID_KIND.comment, request.body.comment_id));
      return { comment_id: request.body.comment_id, deleted: true };
    },
  );
};
