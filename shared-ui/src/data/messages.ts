import { bus } from '../bus/bus';
import { COMMON_NAMESPACE, i18n } from '../i18n/i18n';
import type { Severity } from '../store/entities';
import { toApiError, type ApiError } from './api-error';
import { codeMessage } from './api-message';

export interface ResponseToast {
  message: string;
  severity: Severity;
}

/** The two texts the mapping supplies itself; the caller decides their language. */
export type DefaultMessageKey = 'success' | 'somethingWentWrong';

const ENGLISH_DEFAULTS: Record<DefaultMessageKey, string> = {
  success: 'Success',
  somethingWentWrong: 'Something went wrong',
};

const english = (key: DefaultMessageKey): string => ENGLISH_DEFAULTS[key];

function textField(body: unknown, field: 'message' | 'error'): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function codeText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, params } = body as { code?: unknown; params?: unknown };
  if (typeof code !== 'string') return null;
  return codeMessage(code, typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {});
}

/**
 * Spec §8: 200–205 → the body's message or 'Success'; 400–405 → the server's error text;
 * anything else (500+, other codes, no answer) → 'Something went wrong'. When the body carries a code this
 * front end knows (`errors:<code>`), its text in the user's language comes first.
 */
export function messageForResponse(
  status: number | null | undefined,
  body: unknown,
  translate: (key: DefaultMessageKey) => string = english,
): ResponseToast {
  if (typeof status === 'number' && status >= 200 && status <= 205) {
    return { message: codeText(body) ?? textField(body, 'message') ?? translate('success'), severity: 'success' };
  }
  if (typeof status === 'number' && status >= 400 && status <= 405) {
    const serverText = codeText(body) ?? textField(body, 'message') ?? textField(body, 'error');
    return { message: serverText ?? translate('somethingWentWrong'), severity: 'error' };
  }
  return { message: (status === null ? null : codeText(body)) ?? translate('somethingWentWrong'), severity: 'error' };
}

export type ToastResult<T> =
  | { ok: true; status: number; data: T; message: string }
  | {
      ok: false;
      status: number | null;
      data: unknown;
      message: string;
      /** The failure as the one ApiError (code, params, per-field problems). */
      error: ApiError;
    };

export interface ToastOptions {
  /** Do not toast a success (the page itself says what happened). */
  quiet?: boolean;
  /** 'return': a form shows the failure itself, next to its fields, so it is not also toasted. */
  errors?: 'toast' | 'return';
}

const translateCommon = (key: DefaultMessageKey): string => i18n.t(key, { ns: COMMON_NAMESPACE });

/**
 * Awaits a request, asks the shell to toast the spec §8 message, and resolves with the outcome;
 * it never rejects, so callers branch on `ok` instead of catching.
 */
export async function toastResult<T>(
  request: Promise<{ status: number; data: T }>,
  options: ToastOptions = {},
): Promise<ToastResult<T>> {
  let result: ToastResult<T>;
  let toast: ResponseToast;
  try {
    const response = await request;
    toast = messageForResponse(response.status, response.data, translateCommon);
    result =
      toast.severity === 'success'
        ? { ok: true, status: response.status, data: response.data, message: toast.message }
        : {
            ok: false,
            status: response.status,
            data: response.data,
            message: toast.message,
            error: toApiError({ isHttpError: true, message: toast.message, response }),
          };
  } catch (caught) {
    const error = toApiError(caught);
    toast = messageForResponse(error.status, error.body, translateCommon);
    result = { ok: false, status: error.status, data: error.body, message: toast.message, error };
  }
  const show = result.ok ? !options.quiet : options.errors !== 'return';
  if (show) bus.emit('shell:toast-requested', toast);
  return result;
}
