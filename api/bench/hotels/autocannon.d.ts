// The part of autocannon's API this benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (req: RequestSpec) => RequestSpec }[];
  }
  interface Stats {
    average: number;
  }
  interface Result {
    requests: Stats;
    latency: Stats;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
