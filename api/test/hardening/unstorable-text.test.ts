// Issue 9 second round, item 5: U+0000 (and a lone surrogate) in a text field answered 500 on 13 routes, because
// PostgreSQL refuses it in text and jsonb. plugins/text-input.ts now refuses it for every route with a 400.
import { createTestApp, createUserSession, type TestApp, type TestUserSession } from '../helpers';
import { rowCounts } from './fuzz-core';

const API = '/api/v1';
let t: TestApp;
let s: TestUserSession;
let postId: string;

beforeAll(async () => {
  t = await createTestApp('pglite', { seed: true });
  s = await createUserSession(t.app);
  const post = await t.app.inject({
    method: 'POST',
    url: `${API}/posts`,
    headers: s.headers,
    payload: { caption: 'a post to comment on' },
  });
  postId = post.json<{ post_id: string }>().post_id;
});
afterAll(() => t?.close());

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The routes the audit found answering 500, each with a text field to spoil (`%s` is replaced). */
function cases(
  bad: string,
): Array<{ name: string; method: 'GET' | 'POST'; url: string; payload?: object; signedIn?: boolean }> {
  return [
    { name: 'search/activities', method: 'POST', url: `${API}/search/activities`, payload: { name: `desert${bad}` } },
    { name: 'search/users', method: 'POST', url: `${API}/search/users`, payload: { query: `sara${bad}` } },
    { name: 'profiles/fetch', method: 'POST', url: `${API}/profiles/fetch`, payload: { username: `sara${bad}` } },
    { name: 'social/profile', method: 'POST', url: `${API}/social/profile`, payload: { username: `sara${bad}` } },
    { name: 'posts/profile', method: 'POST', url: `${API}/posts/profile`, payload: { username: `sara${bad}` } },
    // A lone surrogate cannot travel in a URL (its bytes decode to U+FFFD), so the query case is NUL's alone.
    ...(bad === '\u0000'
      ? [{ name: 'dev/outbox (query)', method: 'GET' as const, url: `${API}/dev/outbox?to=a%00%40example.test` }]
      : []),
    { name: 'posts', method: 'POST', url: `${API}/posts`, payload: { caption: `hello${bad}` }, signedIn: true },
    {
      name: 'comments',
      method: 'POST',
      url: `${API}/comments`,
      payload: { post_id: postId, body: `nice${bad}` },
      signedIn: true,
    },
    {
      name: 'questions',
      method: 'POST',
      url: `${API}/questions`,
      payload: { post_id: postId, body: `where${bad}?` },
      signedIn: true,
    },
    {
      name: 'plans',
      method: 'POST',
      url: `${API}/plans`,
      payload: {
        mode: 'ai',
        name: `Trip${bad}`,
        destination: 'downtown',
        start_date: day(10),
        end_date: day(11),
        travellers: 'solo',
        group: { adults: 1, teens: 0, children: 0 },
        interests: ['museums'],
        pace: 'relaxed',
        must_see: [],
      },
      signedIn: true,
    },
    {
      name: 'contact',
      method: 'POST',
      url: `${API}/contact`,
      payload: { name: 'Sara', email: 'sara@example.test', message: `help${bad}` },
      signedIn: true,
    },
    {
      name: 'client-log',
      method: 'POST',
      url: `${API}/client-log`,
      payload: { level: 'error', message: `boom${bad}` },
      signedIn: true,
    },
    // A key, not a value: jsonb refuses it as well.
    {
      name: 'client-log (context key)',
      method: 'POST',
      url: `${API}/client-log`,
      payload: { level: 'error', message: 'boom', context: { [`k${bad}`]: 1 } },
      signedIn: true,
    },
  ];
}

describe.each([
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', '\udfff'],
])('text with %s', (_label, bad) => {
  it('is refused with 400 naming the field, on every route the audit found, and nothing is stored', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    const before = await rowCounts(t.db);
    for (const c of cases(bad)) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.signedIn ? s.headers : {},
        ...(c.payload ? { payload: c.payload } : {}),
        remoteAddress: '127.0.0.1',
      });
      const message = res.json<{ message?: string }>().message ?? '';
      answers.push(
        `${c.name}: ${res.statusCode} ${/NUL character or an unpaired surrogate/.test(message) ? 'named' : message}`,
      );
      expected.push(`${c.name}: 400 named`);
    }
    expect(answers).toEqual(expected);
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

it('a field with NUL says which field, after the path (query, params, nested body)', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/client-log`,
    headers: s.headers,
    payload: { level: 'error', message: 'x', context: { a: [1, 'b\u0000'] } },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toBe(
    'context.a.1: contains a NUL character or an unpaired surrogate, which text cannot hold',
  );
  const path = await t.app.inject({ method: 'GET', url: `${API}/orders/${encodeURIComponent('x\u0000')}` });
  expect([400, 404]).toContain(path.statusCode);
});

it('keeps a proper surrogate pair (emoji) and Arabic text', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/posts`,
    headers: s.headers,
    payload: { caption: 'صحراء 🐪🏜️' },
  });
  expect(res.statusCode).toBe(201);
});
