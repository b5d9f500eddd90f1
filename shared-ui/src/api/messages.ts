import type { AxiosResponse } from 'axios';

/** axios's own isAxiosError, without importing axios into the first load. */
function isAxiosError(error: unknown): error is { response?: AxiosResponse } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}
import { bus } from '../bus/bus';
import { COMMON_NAMESPACE, i18n } from '../i18n/i18n';
import type { Severity } from '../store/entities';

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

/**
 * Spec §8: 200–205 → the body's message or 'Success'; 400–405 → the server's error text;
 * anything else (500+, other codes, no answer) → 'Something went wrong'.
 */
export function messageForResponse(
  status: number | null | undefined,
  body: unknown,
  translate: (key: DefaultMessageKey) => string = english,
): ResponseToast {
  if (typeof status === 'number' && status >= 200 && status <= 205) {
    return { message: textField(body, 'message') ?? translate('success'), severity: 'success' };
  }
  if (typeof status === 'number' && status >= 400 && status <= 405) {
    const serverText = textField(body, 'message') ?? textField(body, 'error');
    return { message: serverText ?? translate('somethingWentWrong'), severity: 'error' };
  }
  return { message: translate('somethingWentWrong'), severity: 'error' };
}

export type ToastResult<T> =
  | { ok: true; status: number; data: T; message: string }
  | { ok: false; status: number | null; data: unknown; message: string };

const translateCommon = (key: DefaultMessageKey): string => i18n.t(key, { ns: COMMON_NAMESPACE });

/**
 * Awaits a request, asks the shell to toast the spec §8 message, and resolves with the outcome;
 * it never rejects, so callers branch on `ok` instead of catching.
 */
export async function toastResult<T>(request: Promise<AxiosResponse<T>>): Promise<ToastResult<T>> {
  let result: ToastResult<T>;
  try {
    const response = await request;
    const toast = messageForResponse(response.status, response.data, translateCommon);
    result =
      toast.severity === 'success'
        ? { ok: true, status: response.status, data: response.data, message: toast.message }
        : { ok: false, status: response.status, data: response.data, message: toast.message };
    bus.emit('shell:toast-requested', toast);
  } catch (error) {
    const response = isAxiosError(error) ? error.response : undefined;
    const toast = messageForResponse(response?.status ?? null, response?.data, translateCommon);
    result = { ok: false, status: response?.status ?? null, data: response?.data, message: toast.message };
    bus.emit('shell:toast-requested', toast);
  }
  return result;
}
