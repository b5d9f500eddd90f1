import { bus, httpStatusOf, messageOf, navigate, signInPath } from '@jad/shared-ui';

/** The HTTP status of a failed request, or null. */
export const statusOf = (error: unknown): number | null => httpStatusOf(error);

/** Sends a visitor to sign in, coming back here afterwards. */
export function requireSignIn(): void {
  navigate(signInPath(`${window.location.pathname}${window.location.search}`));
}

export function toast(message: string, severity: 'success' | 'error' | 'info' = 'success'): void {
  bus.emit('shell:toast-requested', { message, severity });
}

/** The spec §8 message of a failed request in the user's language (the api's code, else its words, else generic). */
export function errorMessage(error: unknown): string {
  return messageOf(error);
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
