// The api fuzzer (issue 9, item 1), shared by the jest suite (fuzz.test.ts, a bounded run) and the
// larger run in bench/fuzz/run.ts. For every operation in the OpenAPI document it sends, as a visitor or
// as a signed-in person, bodies, query strings and path params that are near-valid (real ids from the
// demo data with one field spoiled), wrongly typed, oversized, unicode (lone surrogates, NUL, RTL
// marks), injection-shaped, or not JSON at all. A case fails when the api answers 500 or more, when the
// answer to a rejected write (4xx) comes with a change in the row counts of the main tables, or when
// the app stops answering. Nothing here imports jest, so tsx can run it.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';
import { createSession } from '../../src/modules/sessions/service';
import { dubaiInventory } from '../../src/providers/hotel-supply/dubai-inventory';
import { insertUserWithProfile } from '../../src/modules/users/repository';
import { mailSettled } from '../../src/mail/dispatch';

/** Tables whose row counts a rejected write must leave alone (catalogue and supply tables left out). */
export const WATCHED_TABLES = [
  'users',
  'profiles',
  'sessions',
  'orders',
  'payments',
  'notifications',
  'contact_messages',
  'client_logs',
  'verification_codes',
  'account_tokens',
  'oidc_identities',
  'mail_outbox',
  'sms_outbox',
  'scheduled_jobs',
  'wishlist_items',
  'activity_order_items',
  'supply_orders',
  'hotel_checkouts',
  'hotel_favourites',
  'posts',
  'media_items',
  'post_likes',
  'post_comments',
  'comment_likes',
  'post_questions',
  'post_answers',
  'follows',
  'post_reports',
  'plans',
  'plan_days',
  'plan_items',
] as const;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  default?: Json;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface Operation {
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
  params: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
  /** A Server-Sent Events stream: only fuzzed as a visitor (a signed-in request stays open). */
  stream: boolean;
}

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: App): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
    >;
  };
  const ops: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
        multipart: path.endsWith('/upload'),
        stream: path.endsWith('/stream'),
      });
    }
  }
  return ops;
}

// ---------------------------------------------------------------- hostile values

const INJECTIONS = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)--',
  "admin'--",
  "') UNION SELECT password_hash FROM users--",
  '%27%20OR%201=1',
  '\\',
  "\\'",
  '$1',
  '::text',
  "E'\\x00'",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '${jndi:ldap://x/a}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '/dev/zero',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\nSet-Cookie: x=1',
  '__proto__',
  'constructor',
  'prototype',
  '{"$gt":""}',
  '*',
  '%',
  '_',
  '\u202e\u0644\u0639\u0631\u0628\u064a\u0629',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\u200b',
  '🏜️🐪',
  'Z̸̧̛͓̗a̵l̶g̸o̷',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  ' ',
  '',
  'ـ',
  'İ',
  'ß',
  'ﬀ',
];

const NUMBERS = [
  0,
  -1,
  1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_VALUE,
  Number.MAX_VALUE,
  1e-300,
  0.5,
  -0.0001,
];

const unicode = fc.string({ unit: 'binary', maxLength: 40 });
const oversized = fc
  .tuple(fc.integer({ min: 1_000, max: 120_000 }), fc.constantFrom('a', 'ع', '🐪', '\u0000', "'", '9'))
  .map(([n, c]) => c.repeat(n));
const scalarEvil: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: unicode },
  { weight: 1, arbitrary: oversized },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const evilValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: scalarEvil },
  { weight: 1, arbitrary: fc.array(scalarEvil, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '$gt', 'id'), scalarEvil, {
      maxKeys: 3,
    }) as fc.Arbitrary<Json>,
  },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 2_000 }).map((depth) => nest(depth)) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)) },
);

function nest(depth: number): Json {
  let v: Json = 'deep';
  for (let i = 0; i < depth; i += 1) v = i % 2 ? [v] : { a: v };
  return v;
}

// ---------------------------------------------------------------- near-valid values from the schema

/** Real values from the demo data, by field name (post_id, acid, pid …), so cases get past id decoding. */
export type ValuePool = Record<string, string[]>;

function validFor(schema: JsonSchema | undefined, name: string, pool: ValuePool): fc.Arbitrary<Json> {
  const known = pool[name];
  if (known?.length) return fc.constantFrom(...known);
  if (!schema) return fc.constant('x');
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => validFor(s, name, pool)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 100, min + 1_000);
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
        : fc.double({ min, max: Math.max(min, max), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validFor(schema.items, name, pool), { maxLength: 3 });
    case 'object':
      return objectFor(schema, pool);
    case 'string': {
      if (schema.format === 'date' || /date|checkin|checkout/.test(name)) return fc.constantFrom(...dates());
      if (schema.format === 'email' || /email/.test(name))
        return fc.constantFrom('amal@example.test', 'nobody@example.test');
      if (schema.format === 'uuid') return fc.uuid();
      const min = schema.minLength ?? 1;
      const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
      return fc.string({ minLength: min, maxLength: max });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer());
  }
}

function dates(): string[] {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return [day(3), day(10), day(12), day(-3), '2024-02-30', '9999-12-31'];
}

function objectFor(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<Json> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [k, s] of Object.entries(props)) model[k] = validFor(s, k, pool);
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) }) as fc.Arbitrary<Json>;
}

/** A near-valid object with one field spoiled, dropped, or an unknown field added. */
function spoiled(schema: JsonSchema, pool: ValuePool): fc.Arbitrary<Json> {
  const keys = Object.keys(schema.properties ?? {});
  return fc
    .tuple(
      objectFor(schema, pool),
      keys.length ? fc.constantFrom(...keys) : fc.constant('extra'),
      evilValue,
      fc.constantFrom('replace', 'drop', 'add'),
    )
    .map(([obj, key, evil, how]) => {
      const o = { ...(obj as Record<string, Json>) };
      if (how === 'drop') delete o[key];
      else if (how === 'add') o[`${key}_x`] = evil;
      else o[key] = evil;
      return o;
    });
}

// ---------------------------------------------------------------- requests

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  signedIn: boolean;
  label: string;
}

function encodePart(v: Json): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')) + '%ED%A0%80'; // a raw lone surrogate byte run
  }
}

function bodyArbitrary(
  op: Operation,
  pool: ValuePool,
): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; kind: string }> {
  if (op.multipart) {
    return fc
      .record({
        filename: fc.oneof(
          fc.constantFrom('photo.jpg', '../../../etc/passwd', 'a.php.jpg', 'ملف.png', '\u0000.jpg', 'x'.repeat(500)),
          unicode,
        ),
        type: fc.constantFrom('image/jpeg', 'image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
        data: fc.oneof(
          fc.uint8Array({ maxLength: 4_000 }).map((a) => Buffer.from(a)),
          fc.constantFrom(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            Buffer.from('\xff\xd8\xff\xe0 not really a jpeg'),
            Buffer.from('GIF89a<?php system($_GET[1]); ?>'),
          ),
        ),
        broken: fc.boolean(),
      })
      .map(({ filename, type, data, broken }) => {
        const boundary = `----fuzz${randomBytes(6).toString('hex')}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${type}\r\n\r\n`,
        );
        const tail = Buffer.from(broken ? '\r\n--' : `\r\n--${boundary}--\r\n`);
        return {
          payload: Buffer.concat([head, data, tail]),
          contentType: `multipart/form-data; boundary=${boundary}`,
          kind: 'multipart',
        };
      });
  }
  const json = (v: Json, kind: string) => ({ payload: JSON.stringify(v), contentType: 'application/json', kind });
  const options: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; kind: string }>[] = [
    evilValue.map((v) => json(v, 'evil-json')),
    fc.jsonValue({ maxDepth: 3 }).map((v) => json(v as Json, 'random-json')),
    fc
      .constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}', '{"a":1,"a":2}')
      .map((p) => ({ payload: p, contentType: 'application/json', kind: 'malformed-json' })),
    fc
      .tuple(
        fc.string({ maxLength: 50 }),
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/json; charset=utf-7',
          'multipart/form-data',
        ),
      )
      .map(([p, t]) => ({ payload: p, contentType: t, kind: 'wrong-type' })),
    fc.constant({ kind: 'no-body' }),
  ];
  if (op.body) {
    options.push(
      objectFor(op.body, pool).map((v) => json(v, 'near-valid')),
      spoiled(op.body, pool).map((v) => json(v, 'spoiled')),
      spoiled(op.body, pool).map((v) => json(v, 'spoiled')),
    );
  }
  return fc.oneof(...options);
}

function queryArbitrary(op: Operation, pool: ValuePool): fc.Arbitrary<string> {
  const qs = op.params.filter((p) => p.in === 'query');
  const pair = (name: string, v: fc.Arbitrary<Json>) => v.map((x) => `${encodePart(name)}=${encodePart(x)}`);
  const known = qs.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: pair(p.name, validFor(p.schema, p.name, pool)) },
      { weight: 2, arbitrary: pair(p.name, evilValue) },
      { weight: 1, arbitrary: pair(`${p.name}[]`, evilValue) },
    ),
  );
  const stray = fc.oneof(
    pair('__proto__[admin]', fc.constant(true)),
    pair('constructor[prototype][x]', fc.constant(1)),
    fc.string({ maxLength: 30 }).map(encodePart),
    fc.constant('a=1&a=2&a=3'),
  );
  return fc
    .tuple(
      fc
        .subarray(known.length ? known : [])
        .chain((arbs) => (arbs.length ? fc.tuple(...arbs) : fc.constant([] as string[]))),
      fc.option(stray, { nil: undefined }),
    )
    .map(([parts, extra]) => [...parts, ...(extra ? [extra] : [])].join('&'));
}

function pathArbitrary(op: Operation, pool: ValuePool): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return fc.constant(op.path);
  const schemaOf = (n: string) => op.params.find((p) => p.in === 'path' && p.name === n)?.schema;
  return fc
    .tuple(
      ...names.map((n) =>
        fc.oneof({ weight: 2, arbitrary: validFor(schemaOf(n!), n!, pool) }, { weight: 3, arbitrary: evilValue }),
      ),
    )
    .map((values) => {
      let path = op.path;
      names.forEach((n, i) => {
        path = path.replace(`{${n}}`, encodePart(values[i]!) || '%20');
      });
      return path;
    });
}

export function requestArbitrary(op: Operation, pool: ValuePool): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(op, pool),
      query: queryArbitrary(op, pool),
      body:
        op.method === 'GET'
          ? fc.constant({ kind: 'no-body' } as { payload?: string | Buffer; contentType?: string; kind: string })
          : bodyArbitrary(op, pool),
      signedIn: op.stream ? fc.constant(false) : fc.boolean(),
      badCsrf: fc.boolean().map((b) => b && Math.random() < 0.1),
    })
    .map(({ path, query, body, signedIn, badCsrf }) => ({
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...(body.contentType ? { 'content-type': body.contentType } : {}),
        ...(badCsrf ? { 'x-csrf-token': 'forged' } : {}),
      },
      payload: body.payload,
      signedIn,
      label: `${body.kind}${signedIn ? ' signed-in' : ' visitor'}`,
    }));
}

// ---------------------------------------------------------------- text PostgreSQL cannot hold

/** NUL and lone surrogates: PostgreSQL refuses them in text and jsonb; the api must answer 400, never 500. */
export const UNSTORABLE = [
  { name: 'NUL', char: '\u0000', percent: '%00' },
  // A lone surrogate has no UTF-8 form: in a URL it can only arrive as bytes that decode to U+FFFD.
  { name: 'lone high surrogate', char: '\ud800', percent: '%ED%A0%80' },
  { name: 'lone low surrogate', char: '\udc00', percent: '%ED%B0%80' },
] as const;

/** Every string (and object key) of a value with `bad` inserted in the middle. */
function spoilStrings(value: Json, bad: string): Json {
  const spoil = (s: string) => `${s.slice(0, 1)}${bad}${s.slice(1)}`;
  if (typeof value === 'string') return spoil(value);
  if (Array.isArray(value)) return value.map((v) => spoilStrings(v, bad));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spoilStrings(v, bad)]));
  return value;
}

/**
 * For one operation, a near-valid request per unstorable character with that character in every string of the
 * body, the query and the path, so each route meets it on every run (the random cases reach a given field rarely).
 */
export function unstorableRequests(op: Operation, pool: ValuePool, seed = 1): FuzzRequest[] {
  const sample = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { numRuns: 1, seed })[0]!;
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const queryParams = op.params.filter((p) => p.in === 'query');
  return UNSTORABLE.map(({ name, char, percent }) => {
    const inUrl = (v: Json) =>
      typeof v === 'string' ? `${encodePart(v.slice(0, 1))}${percent}${encodePart(v.slice(1))}` : encodePart(v);
    let path = op.path;
    for (const n of pathNames) {
      const schema = op.params.find((p) => p.in === 'path' && p.name === n)?.schema;
      path = path.replace(`{${n}}`, inUrl(String(sample(validFor(schema, n!, pool)))));
    }
    const query = queryParams
      .map((p) => `${encodePart(p.name)}=${inUrl(sample(validFor(p.schema, p.name, pool)))}`)
      .join('&');
    const body =
      op.method !== 'GET' && op.body && !op.multipart
        ? JSON.stringify(spoilStrings(sample(objectFor(op.body, pool)), char))
        : undefined;
    return {
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: body === undefined ? ({} as Record<string, string>) : { 'content-type': 'application/json' },
      payload: body,
      signedIn: !op.stream,
      label: `unstorable ${name}`,
    };
  });
}

// ---------------------------------------------------------------- the run

export interface SessionUser {
  userId: number;
  headers: Record<string, string>;
}

export async function newSessionUser(db: Db): Promise<SessionUser> {
  const suffix = randomBytes(5).toString('hex');
  const { user } = await db.transaction((tx) =>
    insertUserWithProfile(tx, {
      email: `fuzz-${suffix}@example.test`,
      username: `fuzz_${suffix}`,
      firstName: 'Fuzz',
      lastName: 'Case',
    }),
  );
  const session = await createSession(db, user.id, 'fuzz');
  return { userId: user.id, headers: { cookie: `jad_session=${session.token}`, 'x-csrf-token': session.csrfToken } };
}

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const select = WATCHED_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const result = (await db.execute(sql.raw(`select ${select}`))) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

export interface Finding {
  route: string;
  status: number;
  label: string;
  request: string;
  problem: string;
}

export interface FuzzStats {
  cases: number;
  routes: number;
  byStatus: Record<string, number>;
  rejectedWrites: number;
  /** Cases of unstorableRequests (not counted in `cases`), and how many of them answered 400. */
  unstorableCases: number;
  unstorable400: number;
  findings: Finding[];
  ms: number;
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Row-count changes that a 4xx is allowed to bring: the answer of a route that records the attempt
 * on purpose. Keyed by route, the tables it may touch, and why.
 */
export const ALLOWED_SIDE_EFFECTS: Record<string, { tables: string[]; why: string }> = {
  'POST /api/v1/activities/orders/pay': {
    tables: ['payments', 'scheduled_jobs'],
    why: 'a declined card is recorded as a failed payment (402), after the job that settles an interrupted charge is written',
  },
  'POST /api/v1/hotels/checkouts/{id}/pay': {
    tables: ['payments'],
    why: 'a declined card is recorded as a failed payment (402)',
  },
  'POST /api/v1/plans/confirm': { tables: ['payments'], why: 'a declined card is recorded as a failed payment (402)' },
};

export interface FuzzOptions {
  app: App;
  db: Db;
  pool: ValuePool;
  runsPerRoute: number;
  seed?: number;
  /** Only operations whose `METHOD path` matches. */
  filter?: RegExp;
  onProgress?: (route: string, done: number) => void;
}

/** Runs every operation; never throws on a finding (they are collected), only on a broken harness. */
export async function fuzzApi({
  app,
  db,
  pool,
  runsPerRoute,
  seed,
  filter,
  onProgress,
}: FuzzOptions): Promise<FuzzStats> {
  const started = Date.now();
  const ops = operationsOf(app).filter((op) => !filter || filter.test(`${op.method} ${op.path}`));
  const stats: FuzzStats = {
    cases: 0,
    routes: ops.length,
    byStatus: {},
    rejectedWrites: 0,
    unstorableCases: 0,
    unstorable400: 0,
    findings: [],
    ms: 0,
  };
  let user = await newSessionUser(db);
  let ip = 0;

  /** Sends one case and records what it found; returns the status. */
  const runCase = async (op: Operation, route: string, req: FuzzRequest): Promise<number> => {
    // Mail queued by an earlier case goes out after its commit: let it land first, so it is not taken for this case's.
    if (WRITE.has(op.method)) await mailSettled();
    const before = WRITE.has(op.method) ? await rowCounts(db) : undefined;
    ip += 1;
    let status: number;
    let body = '';
    try {
      const res = await app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...(req.signedIn ? user.headers : {}), ...req.headers },
        remoteAddress: `10.77.${(ip >> 8) & 255}.${ip & 255}`,
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      status = res.statusCode;
      body = res.body;
    } catch (error) {
      status = 599;
      body = String(error);
    }
    const shown = `${req.method} ${req.url.slice(0, 300)} ${typeof req.payload === 'string' ? req.payload.slice(0, 300) : req.payload ? JSON.stringify(req.payload.subarray(0, 300).toString('latin1')) : ''} ${JSON.stringify(req.headers)}`;
    if (status >= 500)
      stats.findings.push({
        route,
        status,
        label: req.label,
        request: shown,
        problem: `answered ${status}: ${body.slice(0, 200)}`,
      });
    if (before && status >= 400) {
      stats.rejectedWrites += 1;
      await mailSettled();
      const after = await rowCounts(db);
      const allowed = ALLOWED_SIDE_EFFECTS[route]?.tables ?? [];
      const changed = Object.keys(after).filter(
        (t) => after[t] !== before[t] && !(status === 402 && allowed.includes(t)),
      );
      if (changed.length) {
        stats.findings.push({
          route,
          status,
          label: req.label,
          request: shown,
          problem: `rejected write changed ${changed.map((t) => `${t} ${before[t]}→${after[t]}`).join(', ')}`,
        });
      }
    }
    // A case that signed the user out, deleted the account or changed the password ends the session: start another.
    if (req.signedIn && status < 300 && /signout|\/users$|change-password|reset-password\/confirm/.test(op.path))
      user = await newSessionUser(db);
    return status;
  };

  for (const op of ops) {
    const route = `${op.method} ${op.path}`;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op, pool), async (req) => {
        const status = await runCase(op, route, req);
        stats.cases += 1;
        stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
        return true;
      }),
      { numRuns: runsPerRoute, seed, endOnFailure: true },
    );
    for (const req of unstorableRequests(op, pool, seed)) {
      stats.unstorableCases += 1;
      if ((await runCase(op, route, req)) === 400) stats.unstorable400 += 1;
    }
    onProgress?.(route, stats.cases);
  }
  // The app is still alive and its database answers.
  const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
  if (health.statusCode !== 200)
    stats.findings.push({
      route: 'GET /api/v1/health',
      status: health.statusCode,
      label: 'after the run',
      request: '',
      problem: 'the app no longer answers',
    });
  stats.ms = Date.now() - started;
  return stats;
}

/** Real ids from the demo data and from a few things made for the run. */
export async function buildPool(app: App, db: Db): Promise<ValuePool> {
  const pool: ValuePool = {};
  const add = (k: string, v: unknown) => {
    if (typeof v === 'string' && v) (pool[k] ??= []).push(v);
  };
  const owner = await newSessionUser(db);
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });
    return res.statusCode < 300 ? (res.json() as Record<string, unknown>) : {};
  };
  const list = await post('/activities/fetch-all', { limit: 5 });
  for (const row of (list.rows as { activity_id: string; slug: string }[] | undefined) ?? []) {
    add('acid', row.activity_id);
    add('slug', row.slug);
  }
  const detail = pool.acid ? await post('/activities/fetch', { acid: pool.acid[0] }) : {};
  for (const b of (detail.branches as { branch_id: string }[] | undefined) ?? []) add('branch_id', b.branch_id);
  const p = await post('/posts', { caption: 'fuzz target' }, owner.headers);
  add('post_id', p.post_id);
  const c = await post('/comments', { post_id: p.post_id, body: 'fuzz comment' }, owner.headers);
  add('comment_id', c.comment_id);
  add('parent_id', c.comment_id);
  const q = await post('/questions', { post_id: p.post_id, body: 'fuzz question?' }, owner.headers);
  add('question_id', q.question_id);
  const me = await app.inject({ method: 'POST', url: '/api/v1/users/fetch', headers: owner.headers });
  const meBody = me.json() as { uuid?: string; username?: string; profile?: { profile_id?: string } };
  add('followed_uuid', meBody.uuid);
  add('following_uuid', meBody.uuid);
  add('username', meBody.username);
  add('profile_id', meBody.profile?.profile_id);
  for (const h of dubaiInventory().slice(0, 3)) add('hid', app.ids.encodeId('hotel', h.hid));
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const plan = await post(
    '/plans',
    {
      mode: 'ai',
      name: 'Fuzz trip',
      destination: 'downtown',
      start_date: day(10),
      end_date: day(11),
      travellers: 'solo',
      group: { adults: 1, teens: 0, children: 0 },
      interests: ['museums'],
      pace: 'relaxed',
      must_see: [],
    },
    owner.headers,
  );
  add('pid', plan.user_plan_id);
  for (const d of (plan.days as { items: { item_id: string }[] }[] | undefined) ?? [])
    for (const i of d.items) add('item_id', i.item_id);
  if (pool.acid && pool.branch_id) {
    const order = await post(
      '/activities/orders',
      {
        acid: pool.acid[0],
        branch_id: pool.branch_id[0],
        visit_date: day(4),
        tickets: { adult: 1 },
        idempotency_key: `fuzz-${Date.now()}`,
      },
      owner.headers,
    );
    add('order_id', order.order_id);
  }
  add('provider', 'google');
  add('tab', 'active');
  add('img_dir', 'post');
  add('provider', 'nope');
  return pool;
}
