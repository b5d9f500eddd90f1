import { useCallback, useEffect, useState } from 'react';
import type { Domain } from '@/app/domains';
import { chooseVersion, ensureBucket, readPins } from './choose-version';
import { fetchManifest } from './manifest';
import { failureKind, loadDomainRemote, type LoadedRemote, type LoadFailureKind } from './load-remote';
import { loadSingleSpa, type SingleSpaKit } from './single-spa';

type Ready = { remote: LoadedRemote; kit: SingleSpaKit };
type RemoteState =
  { status: 'loading' } | ({ status: 'ready' } & Ready) | { status: 'failed'; error: string; kind: LoadFailureKind };

// One load per domain per page: moving between a domain's routes keeps its remote.
const loads = new Map<Domain, Promise<Ready>>();

async function resolveRemote(domain: Domain): Promise<Ready> {
  const [remote, kit] = await Promise.all([resolveVersion(domain), loadSingleSpa()]);
  return { remote, kit };
}

async function resolveVersion(domain: Domain): Promise<LoadedRemote> {
  const manifest = await fetchManifest();
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  const choice = chooseVersion(manifest, domain, ensureBucket(document), readPins(window.location.search, storage));
  if (!choice) throw new Error(`No release of the ${domain} remote is published`);
  return loadDomainRemote(domain, choice.chosen, choice.stable);
}

/**
 * Starts (or joins) the load of a domain's remote. The bootstrap calls it for the page's own domain before the
 * first render, so the manifest, remoteEntry and the remote's chunks download while React renders the frame.
 */
export function startRemoteLoad(domain: Domain): Promise<Ready> {
  let load = loads.get(domain);
  if (!load) {
    load = resolveRemote(domain);
    loads.set(domain, load);
    load.catch(() => loads.delete(domain));
  }
  return load;
}

export function useRemote(domain: Domain): { state: RemoteState; retry: () => void } {
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const load = startRemoteLoad(domain);
    setState({ status: 'loading' });
    load.then(
      (ready) => live && setState({ status: 'ready', ...ready }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          error: error instanceof Error ? error.message : String(error),
          kind: failureKind(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [domain, attempt]);

  const retry = useCallback(() => {
    loads.delete(domain);
    setAttempt((n) => n + 1);
  }, [domain]);

  return { state, retry };
}
