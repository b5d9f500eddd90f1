// What a refused api call said, read by shape (a remote may not bundle its own axios).

/** The server's message of a 4xx answer (spec §8: the server's text is shown), if any. */
export function serverMessageOf(error: unknown): string | null {
  const message = (error as { response?: { data?: { message?: unknown } } } | null)?.response?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The api's machine-readable reason of a 4xx answer (`already_reviewed`), if it gave one. */
export function serverCodeOf(error: unknown): string | null {
  const code = (error as { response?: { data?: { code?: unknown } } } | null)?.response?.data?.code;
  return typeof code === 'string' ? code : null;
}
