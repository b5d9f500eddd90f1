import { type ErrorCode, type MessageParams, renderMessage } from './error-codes';

/** What went wrong, in the service's terms; plugins/errors.ts maps each kind to one HTTP status. */
export type ErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'too_many'
  | 'upstream'
  | 'unavailable'
  | 'internal';

export interface DomainErrorOptions {
  params?: MessageParams;
  /** The dotted input path the failure is about (`budget.currency`); the message is then `field: text`. */
  field?: string;
}

/**
 * A failure a service reports without knowing HTTP: a kind, a stable code from lib/error-codes.ts, the values
 * that fill its message, and optionally the input field. The English message is rendered from the catalogue.
 */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly params: MessageParams | undefined;
  readonly field: string | undefined;

  constructor(kind: ErrorKind, code: ErrorCode, options: DomainErrorOptions = {}) {
    const text = renderMessage(code, options.params);
    super(options.field ? `${options.field}: ${text}` : text);
    this.name = 'DomainError';
    this.kind = kind;
    this.code = code;
    this.params = options.params;
    this.field = options.field;
  }

  /** The message without the field prefix (what a form shows beside the field). */
  get text(): string {
    return renderMessage(this.code, this.params);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

const make =
  (kind: ErrorKind) =>
  (code: ErrorCode, options?: DomainErrorOptions): DomainError =>
    new DomainError(kind, code, options);

export const invalid = make('invalid');

/**
 * A 400 for a check that still words its failure as free text ("field: text"): code `invalid_request`, the text as
 * its `detail`. Prefer a code of its own; this keeps such a message readable until it has one.
 */
export function invalidDetail(text: string): DomainError {
  const [, field, detail] = /^([\w.]+): (.+)$/s.exec(text) ?? [];
  return field && detail
    ? new DomainError('invalid', 'invalid_request', { params: { detail }, field })
    : new DomainError('invalid', 'invalid_request', { params: { detail: text } });
}

/** A failure that is the client's (4xx), as opposed to ours or a supplier's. */
export const isClientFailure = (error: unknown): error is DomainError =>
  error instanceof DomainError && !['internal', 'upstream', 'unavailable'].includes(error.kind);
export const unauthorized = make('unauthorized');
export const forbidden = make('forbidden');
export const notFound = make('not_found');
export const conflict = make('conflict');
export const gone = make('gone');
export const tooLarge = make('too_large');
export const tooMany = make('too_many');
export const upstreamFailed = make('upstream');
export const unavailable = make('unavailable');
export const internal = make('internal');
