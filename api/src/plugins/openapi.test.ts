import { createTestApp, type TestApp } from '../../test/helpers';
import type { RouteTableEntry } from './openapi';

/** The OpenAPI UI's own routes describe no api. */
const isDocsUi = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
// A redirect (the third-party sign-in's 303s) is that route's success answer.
const isSuccess = (status: string) => /^(2(\d\d|xx)|30[1-8])$/.test(status);
const hasNoBody = (status: string) => status === '204' || status.startsWith('3');
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
  const described = () => t.app.routeTable.filter((r) => !r.hidden && !isDocsUi(r.url));

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
        // A 204 or a redirect has no body, so no content to describe.
        const hasSchema = hasNoBody(status) || Object.values(answer?.content ?? {}).some((c) => c.schema !== undefined);
        if (!answer || !hasSchema) problems.push(`${keyOf(route)} ${status}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
