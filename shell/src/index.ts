import { preloadRemoteFor } from './features/remotes/preload';

// A remote's page: its remoteEntry.js and the shell chunks it needs start downloading now.
preloadRemoteFor(window.location.pathname);

// An async boundary so shared modules are negotiated before any of them is used. The modules every page needs are
// evaluated in tasks of their own, after the one that ran this file and started the federation runtime: MUI's
// styling core with its default theme, then shared-ui, then the shell's bootstrap with React DOM. The browser can
// paint and handle input in between, and no single task is long.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('@mui/material/styles'))
  .then(nextTask)
  .then(() => import('@jad/shared-ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
