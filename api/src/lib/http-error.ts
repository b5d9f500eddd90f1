/** An error whose status and message are meant for the client, e.g. `throw new HttpError(404, 'Order was not found.')`. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
