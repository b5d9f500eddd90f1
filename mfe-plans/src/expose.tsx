import React from 'react';
import singleSpaReact from 'single-spa-react';
import { reportToShell, transitionRootClient } from '@jad/shared-ui';
import { RemoteRoot, type RemoteRootProps } from './remote-root';

// The one public surface of this remote: single-spa lifecycles the shell mounts as a parcel.
const lifecycles = singleSpaReact<RemoteRootProps>({
  React,
  // Its renders run in a transition: the first page renders in slices instead of one long task.
  ReactDOMClient: transitionRootClient,
  rootComponent: RemoteRoot,
  // A render error goes to the shell's outlet: its fallback with Retry replaces the section.
  errorBoundary: reportToShell,
});

export const { bootstrap, mount, unmount } = lifecycles;
