import { createElement, Fragment, type ReactElement } from 'react';

/** What the shell's outlet (shell/src/features/remotes/remote-outlet.tsx) passes a remote besides its own props. */
export interface RemoteErrorProps {
  onRemoteError?: (error: Error) => void;
}

/**
 * single-spa-react's `errorBoundary` for a remote's root: a render error goes to the shell, whose outlet puts its
 * fallback with Retry in the section's place and remounts the remote on Retry. Rethrowing (what the remotes did
 * before) reached the shell only while the remote was mounting: later, React dropped the remote's tree and left
 * the section blank. A shell that does not pass `onRemoteError` gets the rethrow it expects.
 */
export function reportToShell(error: Error, _info: unknown, props?: object): ReactElement {
  // The remote's own props type does not name the shell's callback.
  const report = (props as RemoteErrorProps | undefined)?.onRemoteError;
  if (typeof report !== 'function') throw error;
  // After this render: the outlet's state belongs to another React root, not to be set while this one renders.
  queueMicrotask(() => report(error));
  return createElement(Fragment); // the section is the outlet's now
}
