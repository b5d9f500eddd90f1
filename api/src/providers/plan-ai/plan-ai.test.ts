import { createPlanAiFromEnv } from './index';
import { activity, branch, DEIRA, DOWNTOWN, H, request } from '../../modules/plans/planner/testing/fixtures';
import { completion, json, startChatServer, type ChatServer } from './testing/chat-completions-server';

describe('plan-ai provider from the environment', () => {
  it('is the built-in generator unless a model endpoint is configured', () => {
    expect(createPlanAiFromEnv({}).name).toBe('built-in');
    expect(createPlanAiFromEnv({ PLAN_AI_BASE_URL: ' ', PLAN_AI_MODEL: '' }).name).toBe('built-in');
    expect(createPlanAiFromEnv({ PLAN_AI_BASE_URL: 'http://127.0.0.1:11434/v1', PLAN_AI_MODEL: 'llama3' }).name).toBe(
      'openai-compatible',
    );
  });

  it('refuses a half or broken configuration instead of silently ignoring it', () => {
    expect(() => createPlanAiFromEnv({ PLAN_AI_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(/must be set together/);
    expect(() => createPlanAiFromEnv({ PLAN_AI_MODEL: 'gpt' })).toThrow(/must be set together/);
    expect(() => createPlanAiFromEnv({ PLAN_AI_BASE_URL: 'ftp://x', PLAN_AI_MODEL: 'm' })).toThrow(/http/);
    expect(() => createPlanAiFromEnv({ PLAN_AI_BASE_URL: 'not a url', PLAN_AI_MODEL: 'm' })).toThrow(/http/);
    expect(() =>
      createPlanAiFromEnv({ PLAN_AI_BASE_URL: 'http://x/v1', PLAN_AI_MODEL: 'm', PLAN_AI_TIMEOUT_MS: 'soon' }),
    ).toThrow(/TIMEOUT/);
  });
});

describe('OpenAI-compatible plan-ai against a local chat-completions server', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  const catalog = [
    activity(1, { categories: ['museums'], branches: [branch(DOWNTOWN)] }),
    activity(2, { categories: ['museums'], branches: [branch(DEIRA)] }),
    activity(3, { categories: ['dining'], branches: [branch(DEIRA)], rating: 3.9 }),
  ];
  const req = request({ interests: ['museums'], endDate: '2026-03-03', seed: 3 });

  it('sends the key, the model and the trip, and keeps the repaired proposal', async () => {
    server.answer = json(
      200,
      completion(
        JSON.stringify({
          items: [
            {
              activityId: 3,
              date: '2026-03-03',
              startMin: H(12),
              reason: { en: 'Lunch by the Creek', ar: 'غداء على الخور' },
            },
          ],
        }),
      ),
    );
    const ai = createPlanAiFromEnv({
      PLAN_AI_BASE_URL: server.baseUrl,
      PLAN_AI_MODEL: 'test-model',
      PLAN_AI_API_KEY: 'sk-local',
      PLAN_AI_TIMEOUT_MS: '3000',
    });
    const result = await ai.generate(req, catalog);
    const last = server.requests[server.requests.length - 1];
    expect(last).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: 'Bearer sk-local' });
    expect(last!.body.model).toBe('test-model');
    expect(JSON.parse(last!.body.messages[1]!.content).trip).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    expect(result.source).toBe('ai');
    const lunch = result.plan.days[1]!.items.find((i) => i.activityId === 3);
    expect(lunch?.reason).toEqual({ en: 'Lunch by the Creek', ar: 'غداء على الخور' });
  });

  it('falls back to the built-in plan when the model answers nonsense', async () => {
    server.answer = json(200, completion('I would love to help you plan!'));
    const ai = createPlanAiFromEnv({ PLAN_AI_BASE_URL: server.baseUrl, PLAN_AI_MODEL: 'test-model' });
    const result = await ai.generate(req, catalog);
    expect(result).toMatchObject({ source: 'built-in', fallback: 'invalid-json' });
    expect(result.plan.days.flatMap((d) => d.items).length).toBeGreaterThan(0);
  });
});
