import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import type { LifeCycles } from 'single-spa';
import { appStore } from '@jad/shared-ui/core';
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

/** Why a remote could not be loaded: `incompatible` when it needs a shared module (e.g. shared-ui) the shell cannot give. */
export type LoadFailureKind = 'failed' | 'incompatible';

/** The federation runtime's message when a strict singleton (React, shared-ui…) has a version outside the remote's range. */
const INCOMPATIBLE = /does not satisfy the requirement/i;

export function failureKind(error: unknown): LoadFailureKind {
  const message = error instanceof Error ? error.message : String(error);
  return INCOMPATIBLE.test(message) ? 'incompatible' : 'failed';
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Test hook: on a loopback host only, localStorage `jad_mf_load_timeout_ms` shortens the per-attempt timeout so the
 * end-to-end tests need not wait 3 × 15 s. Ignored on any real host name.
 */
export function loadTimeoutOverride(
  location: Pick<Location, 'hostname'> | undefined,
  storage: Pick<Storage, 'getItem'> | null,
): number | undefined {
  if (!location || !storage || !LOOPBACK.has(location.hostname)) return undefined;
  const value = Number(storage.getItem('jad_mf_load_timeout_ms'));
  return Number.isInteger(value) && value >= 100 && value <= 60_000 ? value : undefined;
}

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

const BENIGN = /ResizeObserver loop/;

/**
 * single-spa-react resolves `mount` only when the remote's root has mounted. If the remote throws while rendering
 * and its error boundary rethrows (as ours do, to reach the shell's fallback), React drops the tree and the
 * promise never settles: the section would stay blank. So an uncaught error while a remote mounts fails the mount,
 * and the outlet shows its fallback with Retry.
 */
export function guardMount(
  lifecycles: LifeCycles,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): LifeCycles {
  const mount = lifecycles.mount as (props: unknown) => Promise<unknown>;
  // single-spa-react renders the remote's root synchronously inside mount(): started in a transition, that first
  // render of the whole remote page runs in slices of a few milliseconds instead of one long task (one React in the
  // page, so the shell's startTransition reaches the remote's root).
  const mountInTransition = (props: unknown) => {
    let mounting: Promise<unknown> = Promise.resolve();
    startTransition(() => {
      try {
        mounting = mount(props);
      } catch (error) {
        mounting = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return mounting;
  };
  return {
    ...lifecycles,
    mount: (props: unknown) =>
      new Promise<unknown>((resolve, reject) => {
        const onError = (event: ErrorEvent) => {
          // The browser's layout notice is no failure of the remote (MUI and Leaflet can trigger it while mounting).
          if (BENIGN.test(event.message ?? '')) return;
          target.removeEventListener('error', onError);
          reject(
            event.error instanceof Error ? event.error : new Error(event.message || 'the remote failed while mounting'),
          );
        };
        target.addEventListener('error', onError);
        mountInTransition(props).then(
          (value) => (target.removeEventListener('error', onError), resolve(value)),
          (error: unknown) => (target.removeEventListener('error', onError), reject(error)),
        );
      }),
  } as LifeCycles;
}

/** Registers one version of a domain's remote (replacing any other) and loads its single-spa lifecycles. */
async function loadVersion(
  domain: Domain,
  version: RemoteVersion,
  options: Required<LoadOptions>,
): Promise<LifeCycles> {
  const name = containerName(domain);
  let lastError: unknown;
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    try {
      // force: a retry or a fallback must not reuse a failed or other-version container.
      registerRemotes([{ name, entry: new URL(version.url, window.location.href).href }], { force: true });
      const module = await withTimeout(
        loadRemote<unknown>(`${name}/app`),
        options.timeoutMs,
        `${name}@${version.version}`,
      );
      if (!isLifecycles(module)) throw new Error(`${name}/app does not export single-spa lifecycles`);
      return guardMount(module);
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
  const body = JSON.stringify({
    level: 'error',
    message: `remote ${domain}@${version} failed to load`,
    context: { domain, version, error: message.slice(0, 500) },
  });
  // A signed-in visitor's cookie makes this a cookie-authenticated write: it needs the session's CSRF token.
  const csrf = appStore.getState().csrfToken;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(csrf ? { 'x-csrf-token': csrf } : {}),
  };
  fetch('/api/v1/client-log', { method: 'POST', headers, body, keepalive: true }).catch(() => undefined);
}

/**
 * Loads the chosen version of a domain's remote with retries; if it fails, falls back to the stable
 * version; if that fails too, throws so the outlet can show the error view with a retry button.
 */
export async function loadDomainRemote(
  domain: Domain,
  chosen: RemoteVersion,
  stable: RemoteVersion | undefined,
  options: LoadOptions = {},
): Promise<LoadedRemote> {
  const storage = typeof localStorage === 'undefined' ? null : localStorage;
  const timeoutMs = loadTimeoutOverride(typeof window === 'undefined' ? undefined : window.location, storage) ?? 15000;
  const opts = { attempts: 3, timeoutMs, backoffMs: 400, ...options };
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
