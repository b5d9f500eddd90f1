/** The HTTP status of a failed api call, or null when there was no answer (network, timeout). */
export function httpStatusOf(error: unknown): number | null {
  // Read by shape rather than with axios' isAxiosError: this remote does not bundle its own axios.
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

// The server's message and code readers are shared with the review form.
export { serverCodeOf, serverMessageOf } from '@jad/shared-ui';
