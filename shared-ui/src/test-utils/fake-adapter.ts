import { HttpError, type HttpAdapter, type RequestConfig } from '../data/http';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export interface FakeAdapter {
  adapter: HttpAdapter;
  /** Every request the adapter saw, with the client's headers and body as the network would get them. */
  requests: RequestConfig[];
}

/**
 * A transport for the http client that answers from a function instead of the network (the client turns a non-2xx
 * reply into its error as it does for a real one); `'network'` simulates a request that got no answer, and an aborted
 * signal cancels.
 */
export function fakeAdapter(
  reply: (config: RequestConfig) => FakeReply | 'network' | Promise<FakeReply | 'network'>,
): FakeAdapter {
  const requests: RequestConfig[] = [];
  const adapter: HttpAdapter = async (config) => {
    requests.push(config);
    // Like the browser's transport: a cancelled signal rejects the request, also while it waits for its answer.
    const signal = config.signal;
    const cancelled = new Promise<never>((_, reject) => {
      const cancel = () => reject(new HttpError('canceled', 'ERR_CANCELED', config));
      if (signal?.aborted) cancel();
      else signal?.addEventListener?.('abort', cancel, { once: true });
    });
    const answer = await Promise.race([Promise.resolve(reply(config)), cancelled]);
    if (answer === 'network') throw new HttpError('Network Error', 'ERR_NETWORK', config);
    return { status: answer.status, data: answer.data, config };
  };
  return { adapter, requests };
}
