// Types of dev.mjs for the TypeScript tests.
export interface DevRemote {
  domain: string;
  name: string;
  port: number;
}
export const REMOTES: DevRemote[];
export function devManifest(remotes?: DevRemote[]): {
  remotes: Record<string, { stable: string; versions: { version: string; url: string; weight: number }[] }>;
};
