import {
  AxiosError,
  CanceledError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** Every request the adapter saw, after the interceptors ran. */
  requests: InternalAxiosRequestConfig[];
}

/**
 * An axios adapter that answers from a function instead of the network; non-2xx replies reject
 * like axios does, `'network'` simulates a request that got no answer, and an aborted signal cancels.
 */
export function fakeAdapter(
  reply: (config: InternalAxiosRequestConfig) => FakeReply | 'network' | Promise<FakeReply | 'network'>,
): FakeAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    // Like axios's own adapters: a cancelled signal rejects the request, also while it waits for its answer.
    const signal = config.signal as AbortSignal | undefined;
    const cancelled = new Promise<never>((_, reject) => {
      const cancel = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) cancel();
      else signal?.addEventListener?.('abort', cancel, { once: true });
    });
    const answer = await Promise.race([Promise.resolve(reply(config)), cancelled]);
    if (answer === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    const validate = config.validateStatus;
    if (validate && !validate(answer.status)) {
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        undefined,
        response,
      );
    }
    return response;
  };
  return { adapter, requests };
}
