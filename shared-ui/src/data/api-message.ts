// What to tell the user about an api answer, in their language: the api's stable code when this front end knows
// it, else the server's own text (spec §8: 400–405), else the generic text.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorTexts } from '../i18n/error-texts';
import { COMMON_NAMESPACE, ERRORS_NAMESPACE, i18n } from '../i18n/i18n';
import { toApiError, type ErrorParams } from './api-error';

/** i18next's `t`, or any function of the same shape (tests, another instance). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const defaultT: Translate = (key, options) => String(i18n.t(key, options ?? {}));

/** The translation of an api code (`errors:<code>`), or null when this front end has no text for it. */
export function codeMessage(code: string | null | undefined, params: ErrorParams = {}, t: Translate = defaultT) {
  if (!code || !i18n.exists(`${ERRORS_NAMESPACE}:${code}`)) return null;
  return String(t(`${ERRORS_NAMESPACE}:${code}`, params));
}

const generic = (t: Translate) => String(t(`${COMMON_NAMESPACE}:somethingWentWrong`));

/** The one text of a failed request: code → server text (400–405) → generic. Network failures are generic. */
export function messageOf(error: unknown, t: Translate = defaultT): string {
  const e = toApiError(error);
  const known = e.status === null && e.code !== 'network_error' ? null : codeMessage(e.code, e.params, t);
  if (known) return known;
  if (e.status !== null && e.status >= 400 && e.status <= 405 && e.serverMessage) return e.serverMessage;
  return generic(t);
}

/** Each field's problem in the user's language (`errors:field.<code>`, else the server's text), by field name. */
export function fieldErrorsOf(error: unknown, t: Translate = defaultT): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of toApiError(error).fields) {
    out[f.field] ??= codeMessage(`field.${f.code}`, f.params, t) ?? f.message;
  }
  return out;
}

/**
 * `messageOf` and `fieldErrorsOf` bound to the current language; a component re-renders when it changes and when
 * the error texts of the language arrive (they load on first need: error-texts.ts).
 */
export function useApiMessage() {
  const { t, i18n: instance } = useTranslation([ERRORS_NAMESPACE, COMMON_NAMESPACE]);
  // Re-renders when the texts arrive: the functions below read them when the component calls them.
  useErrorTexts(instance.language);
  const message = useCallback((error: unknown) => messageOf(error, (k, o) => String(t(k, o ?? {}))), [t]);
  const fields = useCallback((error: unknown) => fieldErrorsOf(error, (k, o) => String(t(k, o ?? {}))), [t]);
  return { messageOf: message, fieldErrorsOf: fields };
}
