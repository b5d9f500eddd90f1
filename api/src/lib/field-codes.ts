import {
  type FieldCode,
  fillTemplate,
  FIELD_MESSAGES,
  isErrorCode,
  isFieldCode,
  type MessageParams,
  renderMessage,
} from './error-codes';

/** The parts of a zod issue (or fastify's copy of one) that say what failed. */
export interface ZodIssueLike {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, unknown>;
}

export interface FieldFailure {
  code: string;
  message: string;
  params?: MessageParams;
}

const LENGTH_ORIGINS = new Set(['string']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function limit(value: number | bigint | undefined): number {
  return typeof value === 'bigint' ? Number(value) : (value ?? 0);
}

function genericCode(issue: ZodIssueLike): { code: FieldCode; params?: MessageParams } {
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$|is required$/.test(issue.message)) return { code: 'required' };
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

/**
 * The stable code of one failed check: generic (`too_long` with `{ max }`), or the one a refinement names with
 * `params: { code }` (a field code like `invalid_characters`, or any code of the catalogue).
 */
export function fieldFailure(issue: ZodIssueLike): FieldFailure {
  const own = issue.params?.code;
  if (typeof own === 'string') {
    const { code: _code, ...rest } = issue.params ?? {};
    const params = Object.fromEntries(
      Object.entries(rest).filter((e): e is [string, string | number] => ['string', 'number'].includes(typeof e[1])),
    );
    const extra = Object.keys(params).length > 0 ? { params } : {};
    if (isFieldCode(own)) return { code: own, message: fillTemplate(FIELD_MESSAGES[own], params), ...extra };
    if (isErrorCode(own)) return { code: own, message: renderMessage(own, params), ...extra };
  }
  const { code, params } = genericCode(issue);
  return { code, message: fillTemplate(FIELD_MESSAGES[code], params), ...(params ? { params } : {}) };
}
