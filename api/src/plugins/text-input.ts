import fp from 'fastify-plugin';
import { invalid } from '../lib/domain-error';
import { renderMessage } from '../lib/error-codes';

/**
 * U+0000 and unpaired UTF-16 surrogates: PostgreSQL stores neither in text or jsonb (it fails the whole
 * statement), so a string carrying one can never be a valid value. With the `u` flag a proper pair is one
 * code point above U+FFFF and does not match; only a lone half does.
 */
const UNSTORABLE = /[\0\ud800-\udfff]/u;

export const UNSTORABLE_TEXT_MESSAGE = renderMessage('unstorable_text');

/** Whether any string or key under `root` is one PostgreSQL could not store: the per-request check, no paths built. */
function hasUnstorableText(root: unknown): boolean {
  // Iterative: a JSON body may nest thousands of levels deep.
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const key in value) {
        if (UNSTORABLE.test(key)) return true;
        stack.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The path (`body.context.a`, `query.q`) of the first string or key that PostgreSQL could not store, or null. Paths
 * are built only once `hasUnstorableText` has found one: building them for every value of every request was a
 * measurable share of a cached feed page's cost (api/bench/social/README.md).
 */
export function findUnstorableText(root: unknown, rootName: string): string | null {
  if (!hasUnstorableText(root)) return null;
  const stack: Array<[unknown, string]> = [[root, rootName]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, at] = top;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return at;
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, `${at}.${i}`]));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return at;
        stack.push([item, `${at}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses such text at the edge, for every route, before validation: every string and key of the parsed body,
 * the query string and the path params. Without it the value reached a query and the api answered 500.
 */
export const textInputPlugin = fp(
  async (app) => {
    // A callback hook, not an async one: no promise per request for a check that never waits.
    app.addHook('preValidation', (request, _reply, done) => {
      const at =
        findUnstorableText(request.params, 'params') ??
        findUnstorableText(request.query, 'query') ??
        findUnstorableText(request.body, 'body');
      done(at ? invalid('unstorable_text', { field: at.replace(/^(body|params|query)\./, '') }) : undefined);
    });
  },
  { name: 'jad-text-input' },
);
