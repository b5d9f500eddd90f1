import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { containerName, type Domain } from '@/app/domains';
import type { RemoteVersion } from './manifest';

export interface LoadOptions {
  attempts?: number;
  timeoutMs?: number;
  backoffMs?: number;
}

export interface LoadedRemote {
  lifecycles: LifeCycles;
  version: string;
  fellBack: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

function isLifecycles(value: unknown): value is LifeCycles {
  const v = value as Partial<LifeCycles> | null;
  return !!v && typeof v.mount === 'function' && typeof v.unmount === 'function' && typeof v.bootstrap === 'function';
}

/** Registers one version of a domain's remote (replacing any other) and loads its single-spa lifecycles. */
async function loadVersion(domain: Domain, version: RemoteVersion, options: Required<LoadOptions>): Promise<LifeCycles> {
  const name = containerName(domain);
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    try {
      // force: a retry or a fallback must not reuse a failed or other-version container.
      registerRemotes([{ name, entry: new URL(version.url, window.location.href).href }], { force: true });
      const module = await withTimeout(loadRemote<unknown>(`${name}/app`), options.timeoutMs, `${name}@${version.version}`);
      if (!isLifecycles(module)) throw new Error(`${name}/app does not export single-spa lifecycles`);
      return module;
    } catch (error) {
      lastError = error;
      if (attempt < options.attempts) await sleep(options.backoffMs * attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** Tells the api that a remote failed to load; never throws. */
export function reportRemoteFailure(domain: Domain, version: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const body = JSON.stringify({ level: 'error', message: `remote ${domain}@${version} failed to load`, context: { domain, version, error: message.slice(0, 500) } });
  fetch('/api/v1/client-log', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
}

/**
 * Loads the chosen version of a domain's remote with retries; if it fails, falls back to the stable
 * version; if that fails too, throws so the outlet can show the error view with a retry button.
 */
export async function loadDomainRemote(domain: Domain, chosen: RemoteVersion, stable: RemoteVersion | undefined, options: LoadOptions = {}): Promise<LoadedRemote> {
  const opts = { attempts: 3, timeoutMs: 15000, backoffMs: 400, ...options };
  try {
    return { lifecycles: await loadVersion(domain, chosen, opts), version: chosen.version, fellBack: false };
  } catch (error) {
    reportRemoteFailure(domain, chosen.version, error);
    if (!stable || stable.version === chosen.version) throw error;
    try {
      return { lifecycles: await loadVersion(domain, stable, opts), version: stable.version, fellBack: true };
    } catch (stableError) {
      reportRemoteFailure(domain, stable.version, stableError);
      throw stableError;
    }
  }
}
