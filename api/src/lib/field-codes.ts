// The generic codes are the front ends' too (shared-ui/src/rules/issue-code.ts).
import { issueCode, type ZodIssueLike } from '../../../shared-ui/src/rules/issue-code';
import {
  fillTemplate,
  FIELD_MESSAGES,
  isErrorCode,
  isFieldCode,
  type MessageParams,
  renderMessage,
} from './error-codes';

export type { ZodIssueLike };

export interface FieldFailure {
  code: string;
  message: string;
  params?: MessageParams;
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
  const { code, params } = issueCode(issue);
  return { code, message: fillTemplate(FIELD_MESSAGES[code], params), ...(params ? { params } : {}) };
}
