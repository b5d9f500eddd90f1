// Types of bench-lib.mjs for the TypeScript tests.
export interface Summary {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
}
export interface RunPair {
  at100: Summary;
  at10: Summary;
}
export interface Variant {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface Endpoint {
  id: string;
  domain: string;
  label: string;
  scale: string;
  read: boolean;
  request: {
    method: string;
    variants: Variant[];
    auth?: string;
    rotateClientIp?: boolean;
    headers?: Record<string, string>;
  };
  amount?: { high: number; low: number };
  overridden?: boolean;
}
export interface Row extends Partial<RunPair> {
  id: string;
  label: string;
  read: boolean;
  dataSet: string;
  skipped?: string;
}
export const BARS: { minThroughputRatio: number; maxP95Ratio: number };
export const ENDPOINTS: Endpoint[];
export function expandDates(text: string, today?: Date): string;
export function datasetPath(domain: string): string;
export function quantile(values: number[], q: number): number;
export function summarize(input: {
  latencies: number[];
  durationSec: number;
  statuses: Record<string, number>;
  errors?: number;
}): Summary;
export function meanRuns(runs: RunPair[]): RunPair;
export function compareToBare(
  result: RunPair & { read: boolean },
  bare: RunPair,
): { throughputRatio: number; p95Ratio: number; verdict: 'meets' | 'below' | 'errors' | 'n/a' };
export function formatApiTable(
  rows: Row[],
  bare: RunPair,
  meta: {
    date: string;
    machine: string;
    connections: number;
    p95Connections: number;
    durationSec: number;
    postgres: string;
  },
): string;
export function replaceSection(markdown: string, name: string, content: string): string;
export function parseAdapterOutput(stdout: string): Record<string, unknown>;
export function withOverrides(
  endpoints: Endpoint[],
  overrides: Record<string, Partial<Endpoint['request']>>,
): Endpoint[];
export function clientIpRotation(size?: number): () => string;
export interface LighthousePage {
  path: string;
  scores: Record<string, number>;
  range?: Record<string, [number, number]>;
}
export function medianLighthouse(reports: Array<{ missing: boolean; pages: LighthousePage[] }>): {
  missing: boolean;
  runs: number;
  pages: LighthousePage[];
};
