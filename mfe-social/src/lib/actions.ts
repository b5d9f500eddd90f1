import { bus, i18n, messageForResponse, navigate, signInPath } from '@jad/shared-ui';

interface HttpFailure {
  response?: { status?: number; data?: unknown };
}

// axios marks its errors; reading the mark keeps axios itself out of this remote's bundle (shared-ui has it).
const responseOf = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: boolean }).isAxiosError
    ? (error as HttpFailure).response
    : undefined;

/** The HTTP status of a failed request, or null. */
export const statusOf = (error: unknown): number | null => responseOf(error)?.status ?? null;

/** Sends a visitor to sign in, coming back here afterwards. */
export function requireSignIn(): void {
  navigate(signInPath(`${window.location.pathname}${window.location.search}`));
}

export function toast(message: string, severity: 'success' | 'error' | 'info' = 'success'): void {
  bus.emit('shell:toast-requested', { message, severity });
}

/** The spec §8 message of a failed request (400–405: the server's words; else 'Something went wrong'). */
export function errorMessage(error: unknown): string {
  const response = responseOf(error);
  return messageForResponse(response?.status ?? null, response?.data, (key) => i18n.t(key, { ns: 'common' })).message;
}

/** Runs a write, toasts our own success text or the spec §8 error, and resolves to the result (or null). */
export async function withToast<T>(work: () => Promise<T>, success?: string): Promise<T | null> {
  try {
    const result = await work();
    if (success) toast(success);
    return result;
  } catch (error) {
    if (statusOf(error) === 401) {
      requireSignIn();
      return null;
    }
    toast(errorMessage(error), 'error');
    return null;
  }
}
