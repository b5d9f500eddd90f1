// Types of nginx-render-lib.mjs for the TypeScript tests.
export const DEFAULT_LISTEN: string;
export const DEFAULT_API_SERVERS: string[];
export const HSTS_ONE_YEAR: number;

export interface NginxOptions {
  templateDir: string;
  outDir: string;
  runtimeDir: string;
  webRoot: string;
  listen?: string | number;
  serverName?: string;
  apiServers?: string[];
  remoteOrigins?: string[];
  imgOrigins?: string[];
  connectOrigins?: string[];
  /** Stripe.js allowed (a publishable key is set: PAYMENTS_PUBLISHABLE_KEY). */
  stripe?: boolean;
  hstsMaxAge?: number;
  user?: string;
  workerProcesses?: string | number;
  tls?: { cert: string; key: string };
  realIpFrom?: string[];
  brotliModulesDir?: string;
  /** The checkout whose route tables are read (default: the folder above templateDir). */
  repoDir?: string;
}

export function checkOrigin(origin: string): string;
export function splitList(value: string | undefined): string[];
export function inlineScriptHashes(html: string): string[];
export function buildCsp(options?: {
  remoteOrigins?: string[];
  imgOrigins?: string[];
  connectOrigins?: string[];
  scriptHashes?: string[];
  stripe?: boolean;
}): string;
export function defaultWorkerUser(webRoot: string, passwdFile?: string): string;
export function renderTemplate(text: string, vars: Record<string, string>, file?: string): string;
export function routesRegex(patterns: string[]): string;
export function appRoutes(repoDir: string): { client: string[]; preview: string[] };
export function nginxVars(options: NginxOptions): Record<string, string>;
export function renderNginxConfig(options: NginxOptions): { confFile: string; vars: Record<string, string> };
export function optionsFromEnv(env: Record<string, string | undefined>, defaults: NginxOptions): NginxOptions;
export function findNginx(env?: Record<string, string | undefined>): string | null;
