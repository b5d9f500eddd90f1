/** An error whose status and message are meant for the client, e.g. `throw new HttpError(404, 'Order was not found.')`. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A stable machine-readable reason (e.g. 'CANCELLATION_DEADLINE_PASSED'), sent as `code` so clients can translate it. */
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
