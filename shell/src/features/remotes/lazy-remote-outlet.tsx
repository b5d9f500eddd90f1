import { lazy } from 'react';

/**
 * The remote loader (federation runtime calls, single-spa, the parcel) as its own chunk: the first load of a
 * shell page that shows no remote does not carry it.
 */
export const LazyRemoteOutlet = lazy(() => import('./remote-outlet').then((m) => ({ default: m.RemoteOutlet })));
