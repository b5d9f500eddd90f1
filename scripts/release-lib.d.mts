// Types of release-lib.mjs for the TypeScript tests.
export interface ManifestVersion {
  version: string;
  url: string;
  /** The version's first frame script, when its build has one, and the pages it paints. */
  frame?: string;
  framePaths?: string[];
  weight: number;
}
export interface ManifestEntry {
  stable: string;
  versions: ManifestVersion[];
}
export interface Manifest {
  remotes: Record<string, ManifestEntry>;
}
export const DOMAIN_OF: Record<string, string>;
export function readManifest(file: string): Manifest;
export function writeManifestAtomically(file: string, manifest: Manifest): void;
export function publishBuild(distDir: string, targetDir: string): void;
export const PRECACHE_FILE: string;
export function precacheList(dir: string): { files: string[] };
export function withRelease(
  manifest: Manifest,
  release: { domain: string; name: string; version: string; weight?: number; stable?: boolean; framePaths?: string[] },
): Manifest;
export function withRollback(manifest: Manifest, rollback: { domain: string; to?: string }): Manifest;
export function parseArgs(argv: string[]): { _: string[] } & Record<string, string | boolean | string[]>;
