import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@jad/shared-ui/core';
import { ErrorView } from '@jad/shared-ui';
import type { Domain } from '@/app/domains';
import { FirstFrame, hasFirstFrame } from './first-frame';
import { useRemote } from './use-remote';

export interface RemoteOutletProps {
  domain: Domain;
  /** Passed to the remote's root: which view to render ('routes' by default, or a named section such as 'home'). */
  view?: string;
}

/** Mounts a domain's remote as a single-spa parcel, with loading, fallback and retry states. */
export function RemoteOutlet({ domain, view = 'routes' }: RemoteOutletProps) {
  const { t } = useTranslation('shell');
  const { state, retry } = useRemote(domain);
  // A remote that throws while mounting, or later while rendering (shared-ui's reportToShell calls onRemoteError),
  // is shown as failed too; retry reloads it.
  const [remoteFailed, setRemoteFailed] = useState(false);
  // Stable: the Parcel passes its props on to the remote, and a new function each render would update it each time.
  const onRemoteError = useCallback(() => setRemoteFailed(true), []);
  // The page's first frame, if index.html painted one, stands in for the loading state and the remote's first
  // render (first-frame.tsx); it keeps its place in the tree from one state to the next.
  const [framed] = useState(hasFirstFrame);
  const [parcel, setParcel] = useState<HTMLDivElement | null>(null);
  const frame = framed ? <FirstFrame container={parcel} /> : null;
  if (state.status === 'loading') {
    return (
      <>
        {frame}
        {frame ? null : <LoadingIndicator />}
      </>
    );
  }
  if (state.status === 'failed' || remoteFailed) {
    const onRetry = () => {
      setRemoteFailed(false);
      retry();
    };
    const section = t(`domain.${domain}`);
    // A remote built for another major version of shared-ui says so: reloading picks up a matching release.
    const incompatible = state.status === 'failed' && state.kind === 'incompatible';
    return (
      <ErrorView
        message={incompatible ? t('remoteIncompatible', { section }) : t('remoteFailed', { section })}
        onRetry={onRetry}
      />
    );
  }
  const { Parcel, mountRootParcel } = state.kit;
  return (
    <>
      {frame}
      <div
        ref={setParcel}
        data-remote={domain}
        data-version={state.remote.version}
        data-fell-back={state.remote.fellBack || undefined}
        style={{ display: 'contents' }}
      >
        <Parcel
          config={state.remote.lifecycles}
          mountParcel={mountRootParcel}
          wrapWith="div"
          wrapStyle={{ display: 'contents' }}
          view={view}
          domain={domain}
          version={state.remote.version}
          handleError={onRemoteError}
          onRemoteError={onRemoteError}
        />
      </div>
    </>
  );
}
