import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildMessages,
  createOpenAiCompatibleProposer,
  describeHours,
  parseProposal,
  PlanProposalError,
  summariseCatalog,
} from './ai-provider';
import { generatePlan } from './generate';
import { generatePlanWithProposer } from './repair';
import { activity, branch, DEIRA, DOWNTOWN, everyDay, H, MARINA, request } from './testing/fixtures';
import { planViolations } from './testing/plan-invariants';

const catalog = [
  activity(1, { categories: ['museums'], branches: [branch(DOWNTOWN)] }),
  activity(2, { categories: ['museums'], branches: [branch(DEIRA)] }),
  activity(3, { categories: ['dining'], branches: [branch(MARINA)], rating: 3.8 }),
  activity(4, { categories: ['tours'], kidFriendly: false }),
];
const req = request({ interests: ['museums'], endDate: '2026-03-03', seed: 5 });

/** A chat-completions answer as OpenAI-compatible servers send it. */
function completion(content: string) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_760_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  body?: { model: string; messages: { role: string; content: string }[]; response_format: { type: string } };
}

describe('OpenAI-compatible proposer against a local server', () => {
  let server: Server;
  let baseUrl: string;
  let seen: Seen;
  let answer: (res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) };
        answer(res);
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  const json = (status: number, body: unknown) => (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const proposer = (timeoutMs = 2000) =>
    createOpenAiCompatibleProposer({ baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs });

  it('sends a chat-completions request and uses the repaired answer', async () => {
    const content = JSON.stringify({
      items: [
        {
          activityId: 2,
          date: '2026-03-03',
          startMin: H(11),
          reason: { en: 'Old Dubai museum', ar: 'متحف دبي القديمة' },
        },
        { activityId: 3, date: '2026-03-02', startMin: H(10) },
        { activityId: 4, date: '2026-03-02' },
        { activityId: 404, date: '2026-03-02' },
      ],
    });
    answer = json(200, completion(content));
    const result = await generatePlanWithProposer(req, catalog, proposer());

    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.authorization).toBe('Bearer sk-test');
    expect(seen.body?.model).toBe('test-model');
    expect(seen.body?.response_format).toEqual({ type: 'json_object' });
    expect(seen.body?.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(
      JSON.parse(seen.body?.messages[1]!.content ?? '{}')
        .catalog.map((e: { id: number }) => e.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);

    expect(result.source).toBe('ai');
    const byDate = Object.fromEntries(result.plan.days.map((d) => [d.date, d.items.map((i) => i.activityId)]));
    expect(byDate['2026-03-03']).toContain(2);
    expect(byDate['2026-03-02']).toContain(3); // kept though the generator alone would not pick it
    const museum = result.plan.days[1]!.items.find((i) => i.activityId === 2);
    expect(museum?.reason).toEqual({ en: 'Old Dubai museum', ar: 'متحف دبي القديمة' });
    expect(result.plan.unplaced).toEqual(expect.arrayContaining([{ activityId: 404, reason: 'unknown-activity' }]));
    expect(planViolations(result.plan, req, catalog)).toEqual([]);
  });

  it('falls back to the built-in plan when the answer is not JSON', async () => {
    answer = json(200, completion('Sure! Here is your plan: day 1 …'));
    const result = await generatePlanWithProposer(req, catalog, proposer());
    expect(result).toEqual({ plan: generatePlan(req, catalog), source: 'built-in', fallback: 'invalid-json' });
  });

  it('falls back on a server error', async () => {
    answer = json(500, { error: { message: 'overloaded', type: 'server_error' } });
    const result = await generatePlanWithProposer(req, catalog, proposer());
    expect(result.source).toBe('built-in');
    expect(result.fallback).toBe('http');
    expect(result.plan).toEqual(generatePlan(req, catalog));
  });

  it('falls back when the server is too slow', async () => {
    answer = (res) => setTimeout(() => json(200, completion('{"items":[]}'))(res), 1000);
    const result = await generatePlanWithProposer(req, catalog, proposer(100));
    expect(result.fallback).toBe('timeout');
  });

  it('falls back when the body is not a chat completion, or proposes nothing usable', async () => {
    answer = json(200, { result: 'ok' });
    expect((await generatePlanWithProposer(req, catalog, proposer())).fallback).toBe('invalid-shape');
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('<html>gateway</html>');
    };
    expect((await generatePlanWithProposer(req, catalog, proposer())).fallback).toBe('invalid-json');
    answer = json(200, completion(JSON.stringify({ items: [{ activityId: 404, date: '2026-03-02' }] })));
    expect((await generatePlanWithProposer(req, catalog, proposer())).fallback).toBe('empty-proposal');
  });

  it('reports an unreachable endpoint as a network failure', async () => {
    const unreachable = createOpenAiCompatibleProposer({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 2000,
    });
    await expect(unreachable.propose(req, [])).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('parseProposal', () => {
  it('accepts a fenced JSON object and drops a malformed reason but keeps the item', () => {
    const p = parseProposal('```json\n{"items":[{"activityId":1,"date":"2026-03-02","reason":{"en":""}}]}\n```');
    expect(p).toEqual({ items: [{ activityId: 1, date: '2026-03-02' }] });
  });

  it('rejects what is not JSON or not the expected shape', () => {
    expect(() => parseProposal('{items: [1]}')).toThrow(PlanProposalError);
    expect(() => parseProposal('{"items":[{"activityId":"one","date":"2026-03-02"}]}')).toThrow(
      expect.objectContaining({ kind: 'invalid-shape' }),
    );
  });
});

describe('prompt material', () => {
  it('summarises only eligible activities, with group prices and readable hours', () => {
    const family = request({ group: { adults: 2, teens: 0, children: 1 } });
    const summary = summariseCatalog(family, catalog);
    expect(summary.map((s) => s.id).sort()).toEqual([1, 2, 3]);
    expect(summary[0]!.groupPriceMinor).toBe(2 * 10000 + 5000);
    expect(describeHours({ ...everyDay([H(10), H(22)]), 5: [[H(14), H(24)]], 6: [] })).toBe(
      'Sun-Thu 10:00-22:00; Fri 14:00-24:00; Sat closed',
    );
    const messages = buildMessages(family, summary);
    expect(messages[0]!.content).toMatch(/JSON/);
    expect(JSON.parse(messages[1]!.content).trip.pace).toBe('balanced');
  });
});
