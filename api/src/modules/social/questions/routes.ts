import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../../plugins/session';
import { ID_KIND } from '../shared/ids';
import type { PublicQuestion, QuestionsPage } from '../types';
import { answerQuestion, askQuestion, deleteAnswer, deleteQuestion, listQuestions } from './service';
import { socialChanges } from '../shared/changes';
import { perUser } from '../shared/rate-limit';
import { memoIds } from '../../../lib/memo-ids';
import { answerDeleted, publicQuestion, questionDeleted, questionsPage } from '../responses';

const opaqueId = z.string().trim().min(1).max(100);
const writeConfig = perUser(30);

export const questionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ids = memoIds(app.ids);
  const changes = socialChanges(app.bus);
  const decode = (kind: string, value: string) => ids.decodeId(kind, value);

  app.post(
    '/questions/fetch-all',
    {
      schema: {
        tags: ['questions'],
        summary: "A post's questions with their answers, oldest first",
        body: z.object({
          post_id: opaqueId,
          cursor: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: { 200: questionsPage },
      },
    },
    async (request): Promise<QuestionsPage> =>
      listQuestions(
        app.db,
        ids,
        request.user?.id ?? null,
        decode(ID_KIND.post, request.body.post_id),
        request.body.cursor,
        request.body.limit,
      ),
  );

  app.post(
    '/questions',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['questions'],
        summary: "Ask the post's author a question",
        body: z.object({ post_id: opaqueId, body: z.string().max(500) }),
        response: { 201: publicQuestion },
      },
    },
    async (request, reply): Promise<PublicQuestion> => {
      const question = await askQuestion(
        app.db,
        changes,
        ids,
        currentUser(request).id,
        decode(ID_KIND.post, request.body.post_id),
        request.body.body,
      );
      reply.code(201);
      return question;
    },
  );

  app.delete(
    '/questions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['questions'],
        summary: 'Delete your question, or one on your post',
        body: z.object({ question_id: opaqueId }),
        response: { 200: questionDeleted },
      },
    },
    async (request) => {
      await deleteQuestion(
        app.db,
        changes,
        currentUser(request).id,
        decode(ID_KIND.question, request.body.question_id),
      );
      return { question_id: request.body.question_id, deleted: true };
    },
  );

  app.post(
    '/answers',
    {
      preHandler: requireUser,
      config: writeConfig,
      schema: {
        tags: ['questions'],
        summary: 'Answer a question (answers the question with all its answers)',
        body: z.object({ question_id: opaqueId, body: z.string().max(1000) }),
        response: { 201: publicQuestion },
      },
    },
    async (request, reply): Promise<PublicQuestion> => {
      const question = await answerQuestion(
        app.db,
        changes,
        ids,
        currentUser(request).id,
        decode(ID_KIND.question, request.body.question_id),
        request.body.body,
      );
      reply.code(201);
      return question;
    },
  );

  app.delete(
    '/answers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['questions'],
        summary: 'Delete your answer, or one on your post',
        body: z.object({ answer_id: opaqueId }),
        response: { 200: answerDeleted },
      },
    },
    async (request) => {
      await deleteAnswer(app.db, changes, currentUser(request).id, decode(ID_KIND.answer, request.body.answer_id));
      return { answer_id: request.body.answer_id, deleted: true };
    },
  );
};
