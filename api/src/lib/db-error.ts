/** What of a PostgreSQL error is safe to log: never the statement, its parameters or `detail` (which quotes row values). */
export interface DatabaseErrorSummary {
  type: 'DatabaseError';
  /** SQLSTATE, e.g. 23505 unique_violation, 22021 invalid byte sequence. */
  code: string;
  message: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  stack?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
  severity?: unknown;
  query?: unknown;
  cause?: unknown;
}

const isPgError = (e: PgLikeError): boolean =>
  typeof e.code === 'string' && SQLSTATE.test(e.code) && (typeof e.severity === 'string' || 'query' in e);

/** The call site is in the stack, whose first line is the message (with the values, in drizzle's wrapper): dropped. */
function stackOf(error: Error): { stack?: string } {
  const stack = error.stack;
  if (typeof stack !== 'string') return {};
  const frames = stack.indexOf('\n    at ');
  return frames < 0 ? {} : { stack: stack.slice(frames + 1) };
}

/**
 * The PostgreSQL error inside `error` (pg's and PGlite's DatabaseError, or drizzle's DrizzleQueryError wrapping
 * one), or null. Drizzle's wrapper's message is "Failed query: <sql>\nparams: <values>": personal data in a log.
 */
export function databaseErrorOf(error: unknown): DatabaseErrorSummary | null {
  let current: unknown = error;
  let wrapper: Error | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const e = current as PgLikeError;
    if (isPgError(e)) {
      const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      // Some messages end with the refused value ('invalid input syntax for type integer: "abc"').
      const message = (text(e.message) ?? 'database error').replace(/: ".*"$/s, ': "…"');
      const summary: DatabaseErrorSummary = { type: 'DatabaseError', code: e.code as string, message };
      for (const key of ['table', 'column', 'constraint', 'routine'] as const) {
        const value = text(e[key]);
        if (value) summary[key] = value;
      }
      return { ...summary, ...stackOf(wrapper ?? (current as Error)) };
    }
    if ('query' in e && current instanceof Error) wrapper = current;
    current = e.cause;
  }
  if (!wrapper) return null;
  // A query that failed without a server answer (a dropped connection): still no statement in the log.
  const cause = wrapper.cause as PgLikeError | undefined;
  return {
    type: 'DatabaseError',
    code: typeof cause?.code === 'string' ? cause.code : 'unknown',
    message: typeof cause?.message === 'string' ? cause.message : 'query failed',
    ...stackOf(wrapper),
  };
}
