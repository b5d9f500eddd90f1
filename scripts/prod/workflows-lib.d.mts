// Types of workflows-lib.mjs for the TypeScript tests.
export const REMOTES: string[];
export const NODE_VERSION: string;
export function remotePaths(name: string): string[];
export function remoteWorkflow(name: string): string;
export function rollbackWorkflow(): string;
export function nginxWorkflow(): string;
export function allWorkflows(): Record<string, string>;
