/** An error whose status and message are meant for the client, e.g. `throw new HttpError(404, 'Order was not found.')`. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Optional machine-readable reason (`already_reviewed`), sent as `code` so a client can branch without parsing the message. */
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
