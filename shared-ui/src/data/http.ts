// The shapes of the front ends' http client (http-client.ts): a request's settings as the transport sees them, its
// answer, its error. Small and in the first load (the client itself loads on first use); tests' fake transport
// (test-utils/fake-adapter.ts) speaks them too.

/** Request or answer headers: each header an own property (as set), read by any letter case. */
export class HttpHeaders {
  [name: string]: unknown;

  constructor(init: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(init)) this.set(name, value);
  }

  private keyOf(name: string): string | undefined {
    const lower = name.toLowerCase();
    return Object.keys(this).find((k) => k.toLowerCase() === lower);
  }

  get(name: string): string | undefined {
    const key = this.keyOf(name);
    return key === undefined ? undefined : String(this[key]);
  }

  has(name: string): boolean {
    return this.keyOf(name) !== undefined;
  }

  set(name: string, value: string): this {
    const key = this.keyOf(name);
    if (key !== undefined) delete this[key];
    this[name] = value;
    return this;
  }

  entries(): [string, string][] {
    return Object.keys(this).map((k) => [k, String(this[k])]);
  }
}

export interface UploadProgress {
  loaded: number;
  total?: number;
}

/** One request as the transport gets it: `data` is already the body to send (JSON text, FormData…). */
export interface RequestConfig {
  method: string;
  /** The path under `baseURL`, without its query (that is `params`). */
  url: string;
  baseURL: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers: HttpHeaders;
  timeout: number;
  withCredentials: boolean;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
}

/** What a caller may set on one call (the rest comes from the client's defaults). */
export type CallConfig = Partial<Pick<RequestConfig, 'params' | 'data' | 'timeout' | 'signal' | 'onUploadProgress'>>;

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  config: RequestConfig;
}

/** Sends a request and resolves with whatever status the server answered (the client decides what is a failure). */
export type HttpAdapter = (config: RequestConfig) => Promise<HttpResponse>;

/** `code`: ERR_NETWORK (no answer), ECONNABORTED (timed out), ERR_CANCELED (its signal aborted), ERR_BAD_REQUEST/
 * ERR_BAD_RESPONSE (a 4xx/5xx answer, in `response`). api-error.ts turns it into the one ApiError. */
export class HttpError extends Error {
  /** The mark api-error.ts recognises it by (the class may come from another copy of this module). */
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: string,
    readonly config?: RequestConfig,
    readonly response?: { status: number; data: unknown },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
