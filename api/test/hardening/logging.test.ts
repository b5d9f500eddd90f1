// Issue 9 second round, items 4 and 5: what a request writes to the log. Before: two lines per request from
// Fastify (incoming request, with the client's address and port; request completed), and a failed query logged
// with drizzle's message "Failed query: <sql> params: <values>" (e-mail addresses, names, tokens in the log).
import { sql } from 'drizzle-orm';
import { serializeError } from '../../src/lib/log-serializers';
import { createTestApp, createTestDatabase, createUserSession, dbKinds, type TestApp } from '../helpers';

const API = '/api/v1';
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp('pglite', {
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t?.close());

const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

it('writes one concise line per request: method, path without the query, status, time; no body, no address', async () => {
  const s = await createUserSession(t.app);
  lines.length = 0;
  await t.app.inject({ method: 'GET', url: `${API}/health?secret=abc` });
  await t.app.inject({
    method: 'POST',
    url: `${API}/contact`,
    headers: s.headers,
    payload: { name: 'Sara', email: 'sara.private@example.test', message: 'my private message' },
  });
  await t.app.inject({
    method: 'POST',
    url: `${API}/contact`,
    payload: { name: 'Sara', email: 'not-an-email', message: 'x' },
  });
  await t.app.inject({ method: 'GET', url: `${API}/no-such-route` });
  const requests = parsed().filter((l) => l.msg === 'request');
  expect(requests.map((l) => [l.method, l.url, l.status])).toEqual([
    ['GET', `${API}/health`, 200],
    ['POST', `${API}/contact`, 200],
    ['POST', `${API}/contact`, 400],
    ['GET', `${API}/no-such-route`, 404],
  ]);
  // Besides the four request lines, only the mail queue's own lines (the contact form's two mails): none per request.
  expect(parsed().filter((l) => l.msg !== 'request' && l.msg !== 'job done')).toEqual([]);
  const all = lines.join('\n');
  expect(all).not.toMatch(/secret=abc|sara\.private|private message|not-an-email|remoteAddress|incoming request/);
  for (const l of requests) expect(typeof l.ms).toBe('number');
});

it('logs a failed query by its SQLSTATE and message, never the statement or its parameter values', async () => {
  let thrown: unknown;
  try {
    await t.db.execute(
      sql`select * from users where email = ${'leak.me@example.test'} and id = ${'not-a-number'}::int`,
    );
  } catch (error) {
    thrown = error;
  }
  expect(String((thrown as Error).message)).toContain('leak.me@example.test'); // drizzle's message carries it
  lines.length = 0;
  t.app.log.error({ err: thrown }, 'request failed');
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { err: { type: string; code: string; message: string; stack?: string } };
  expect(line.err).toMatchObject({
    type: 'DatabaseError',
    code: '22P02',
    message: expect.stringMatching(/invalid input syntax for type integer/),
  });
  // PostgreSQL quotes the bad value at the end of some messages ('…integer: "not-a-number"'): left out too.
  expect(lines[0]).not.toMatch(/leak\.me|not-a-number|select \*|Failed query|params:/);
  expect(line.err.stack).toMatch(/^ {4}at /);
});

describe.each(dbKinds())('a database error on %s', (kind) => {
  it('is serialised by SQLSTATE, without the statement or values, from drizzle and from the driver alike', async () => {
    const testDb = await createTestDatabase(kind);
    try {
      const errors: unknown[] = [];
      await testDb.database.db
        .execute(sql`insert into users (email) values (${'dup.leak@example.test'}), (${'dup.leak@example.test'})`)
        .catch((e: unknown) => errors.push(e));
      await testDb.database.db.execute(sql`select ${'nul\u0000leak'}::text`).catch((e: unknown) => errors.push(e));
      expect(errors).toHaveLength(2);
      for (const error of errors) {
        const out = JSON.stringify(serializeError(error as Error));
        expect(out).toMatch(/"type":"DatabaseError","code":"[0-9A-Z]{5}"/);
        expect(out).not.toMatch(/leak|insert into|select|params/i);
        // The driver's own error (drizzle's cause) gives the same summary.
        expect(JSON.parse(JSON.stringify(serializeError((error as Error).cause as Error)))).toMatchObject({
          type: 'DatabaseError',
          code: JSON.parse(out).code,
        });
      }
    } finally {
      await testDb.close();
    }
  });
});
