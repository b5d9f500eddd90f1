import { preloadRemoteFor } from './features/remotes/preload';
import { nextTask } from './lib/next-task';

// A remote's page: its remoteEntry.js and the shell chunks it needs start downloading now.
preloadRemoteFor(window.location.pathname);

// An async boundary so shared modules are negotiated before any of them is used. The modules every page needs are
// then evaluated one package at a time, each in a task of its own after the one that ran this file: evaluating them
// all at once was three tasks of 50–75 ms on this machine (four times that on Lighthouse's phone), which the browser
// cannot interrupt to paint or answer a tap. Each step is a module the next ones import, so none is evaluated twice.
const steps: Array<() => Promise<unknown>> = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@emotion/react'),
  () => import('@mui/material/styles'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@jad/shared-ui/core'),
  () => import('./bootstrap'),
];

void steps.reduce<Promise<unknown>>((previous, step) => previous.then(nextTask).then(step), Promise.resolve());
