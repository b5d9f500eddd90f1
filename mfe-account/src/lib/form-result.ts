import type { AxiosResponse } from 'axios';
import { bus, COMMON_NAMESPACE, i18n, messageForResponse, type ToastResult } from '@jad/shared-ui';

/**
 * Like shared-ui's toastResult (spec §8 messages), for forms that show their failure inline next to the
 * fields: a success is toasted ('Signed in successfully', 'Email has been verified', …) unless `quiet`, a failure is only
 * returned, so the form's own alert is the one place it appears (not the same text twice, announced twice).
 */
export async function formResult<T>(
  request: Promise<AxiosResponse<T>>,
  options: { quiet?: boolean } = {},
): Promise<ToastResult<T>> {
  const translate = (key: 'success' | 'somethingWentWrong') => i18n.t(key, { ns: COMMON_NAMESPACE });
  try {
    const response = await request;
    const toast = messageForResponse(response.status, response.data, translate);
    if (toast.severity !== 'success')
      return { ok: false, status: response.status, data: response.data, message: toast.message };
    // Quiet: the page itself says what happened, in the visitor's language (the sign-up code step).
    if (!options.quiet) bus.emit('shell:toast-requested', toast);
    return { ok: true, status: response.status, data: response.data, message: toast.message };
  } catch (error) {
    const response = (error as { isAxiosError?: boolean; response?: AxiosResponse }).isAxiosError
      ? (error as { response?: AxiosResponse }).response
      : undefined;
    const toast = messageForResponse(response?.status ?? null, response?.data, translate);
    return { ok: false, status: response?.status ?? null, data: response?.data, message: toast.message };
  }
}
