// The stable field code of one failed zod check, the same on both sides: the api answers it in `fields[].code`
// (api/src/lib/field-codes.ts imports this file) and forms show `errors:field.<code>` under the field.
// Pure and free of zod's runtime, so the api and the browser each use their own zod.

/** The parts of a zod issue (or fastify's copy of one) that say what failed. */
export interface ZodIssueLike {
  code: string;
  message?: string;
  input?: unknown;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

export type GenericFieldCode =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'invalid_email'
  | 'invalid_url'
  | 'invalid_format'
  | 'invalid_date'
  | 'invalid_type'
  | 'invalid_choice'
  | 'unknown_field'
  | 'invalid_value';

const LENGTH_ORIGINS = new Set(['string']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function limit(value: number | bigint | undefined): number {
  return typeof value === 'bigint' ? Number(value) : (value ?? 0);
}

/** The generic code of an issue (`too_long` with `{ max }`); a refinement may name its own with `params: { code }`. */
export function issueCode(issue: ZodIssueLike): { code: GenericFieldCode; params?: Record<string, number> } {
  switch (issue.code) {
    case 'invalid_type':
      if ('input' in issue && issue.input === undefined) return { code: 'required' };
      if (/received undefined$|is required$/.test(issue.message ?? '')) return { code: 'required' };
      return { code: issue.expected === 'date' ? 'invalid_date' : 'invalid_type' };
    case 'too_small': {
      const min = limit(issue.minimum);
      if (!LENGTH_ORIGINS.has(issue.origin ?? '')) return { code: 'too_small', params: { min } };
      return min <= 1 ? { code: 'required' } : { code: 'too_short', params: { min } };
    }
    case 'too_big': {
      const max = limit(issue.maximum);
      return { code: LENGTH_ORIGINS.has(issue.origin ?? '') ? 'too_long' : 'too_big', params: { max } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email' };
      if (issue.format === 'url') return { code: 'invalid_url' };
      return { code: DATE_FORMATS.has(issue.format ?? '') ? 'invalid_date' : 'invalid_format' };
    case 'invalid_value':
      return { code: 'invalid_choice' };
    case 'unrecognized_keys':
      return { code: 'unknown_field' };
    default:
      return { code: 'invalid_value' };
  }
}
