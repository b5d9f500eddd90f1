import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { RemoteRoot, type RemoteRootProps } from './remote-root';

// The one public surface of this remote: single-spa lifecycles the shell mounts as a parcel.
const lifecycles = singleSpaReact<RemoteRootProps>({
  React,
  ReactDOMClient,
  rootComponent: RemoteRoot,
  errorBoundary: (error) => {
    throw error; // let the shell's parcel show its fallback with retry
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
