import { createTestApp, type TestApp } from '../../test/helpers';
import type { RouteTableEntry } from './openapi';

// The routes whose response schemas the other half of issue 19 item 1 adds (accounts, users, sessions, social,
// notifications, plans, in a parallel branch). The lead removes this list once both halves are merged.
const PENDING_PREFIXES = [
  '/auth',
  '/answers',
  '/comments',
  '/dev',
  '/email',
  '/follows',
  '/likes',
  '/notifications',
  '/phone',
  '/plans',
  '/posts',
  '/profiles',
  '/questions',
  '/social',
  '/users',
].map((p) => `/api/v1${p}`);

const isPending = (url: string) => PENDING_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
/** The OpenAPI UI's own routes describe no api. */
const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
const isSuccess = (status: string) => /^2(\d\d|xx)$/.test(status);
const keyOf = (r: RouteTableEntry) => `${r.method} ${r.url}`;

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
}

describe('the OpenAPI description', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  // Static files are hidden from the document (schema.hide); everything else is the api.
  const described = () => t.app.routeTable.filter((r) => !r.hidden && !isDocsUi(r.url) && !isPending(r.url));

  it('has a response schema for the success status of every route', () => {
    expect(described().length).toBeGreaterThan(50);
    const missing = described()
      .filter((r) => !r.responseStatuses.some(isSuccess))
      .map(keyOf);
    expect(missing).toEqual([]);
  });

  it('carries those schemas into the generated document', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const problems: string[] = [];
    for (const route of described()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const responses = doc.paths[path]?.[route.method.toLowerCase()]?.responses ?? {};
      for (const status of route.responseStatuses.filter(isSuccess)) {
        const answer = responses[status];
        // A 204 has no body, so no content to describe.
        const hasSchema = status === '204' || Object.values(answer?.content ?? {}).some((c) => c.schema !== undefined);
        if (!answer || !hasSchema) problems.push(`${keyOf(route)} ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
