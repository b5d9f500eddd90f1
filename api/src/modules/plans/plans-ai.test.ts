import { createUserSession, dbKinds, type TestApp } from '../../../test/helpers';
import { createOpenAiCompatiblePlanAi } from '../../providers/plan-ai';
import {
  completion,
  json,
  startChatServer,
  type ChatServer,
} from '../../providers/plan-ai/testing/chat-completions-server';
import { call, createPlansApp, inDays, questionnaire } from './testing/plans-app';
import type { PlanDetail } from './types';

// The questionnaire's AI path end to end: POST /plans → the OpenAI-compatible adapter → a local server that
// speaks chat completions → the answer checked against the catalog, repaired, stored.
describe.each(dbKinds())('an AI plan from a model endpoint on %s', (kind) => {
  let t: TestApp;
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
    t = await createPlansApp(kind, {
      providers: {
        planAi: createOpenAiCompatiblePlanAi({
          baseUrl: server.baseUrl,
          model: 'planner-7b',
          apiKey: 'sk-test',
          timeoutMs: 3000,
        }),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('uses what the model proposes from the catalog, drops what it invents, and says why it chose it', async () => {
    let proposed: number[] = [];
    server.answer = (request, res) => {
      const { catalog } = JSON.parse(request.body.messages[1]!.content) as {
        catalog: { id: number; durationMin: number }[];
      };
      // Two of the least likely picks that fit a morning before the 13:00 free slot.
      const short = catalog.filter((c) => c.durationMin <= 120);
      proposed = [short[short.length - 1]!.id, short[short.length - 2]!.id];
      const items = [
        {
          activityId: proposed[0],
          date: inDays(8),
          startMin: 600,
          reason: { en: 'The model likes it', ar: 'يعجب النموذج' },
        },
        { activityId: proposed[1], date: inDays(7) },
        { activityId: 99_999_999, date: inDays(7) },
      ];
      json(200, completion(JSON.stringify({ items })))(request, res);
    };
    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), s.headers);
    expect(res.status).toBe(201);
    expect(res.body.source).toBe('ai');
    const last = server.requests[server.requests.length - 1];
    expect(last).toMatchObject({
      url: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'planner-7b' },
    });

    const ids = await Promise.all(
      res.body.days
        .flatMap((d) => d.items)
        .map(async (i) => ({ id: t.app.ids.decodeId('activity', i.activity.activity_id), item: i })),
    );
    const first = ids.find((x) => x.id === proposed[0]);
    expect(first?.item.date).toBe(inDays(8));
    expect(first?.item.reason).toEqual({ en: 'The model likes it', ar: 'يعجب النموذج' });
    expect(ids.some((x) => x.id === proposed[1])).toBe(true);
    expect(ids.some((x) => x.id === 99_999_999)).toBe(false);
    // Repaired with the generator's constraints: the stored plan has nothing to flag.
    expect(res.body.conflicts).toEqual([]);
  });

  it('falls back to the built-in generator when the endpoint fails', async () => {
    server.answer = json(503, { error: { message: 'overloaded', type: 'server_error' } });
    const s = await createUserSession(t.app);
    const res = await call<PlanDetail>(t, 'POST', '/plans', questionnaire(), s.headers);
    expect(res.status).toBe(201);
    expect(res.body.source).toBe('built-in');
    expect(res.body.totals.items).toBeGreaterThan(0);
  });
});
