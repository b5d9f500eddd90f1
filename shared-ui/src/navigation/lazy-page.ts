import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import { matchesRoutePattern } from './route-pattern';

/** A route's page loaded as a chunk of its own, with preload() to start loading it before it renders. */
export type LazyPage<P extends object = object> = FunctionComponent<P> & { preload: () => Promise<unknown> };

/**
 * A remote's page as its own chunk (React.lazy on a named export). A remote's first chunk then carries only its
 * root and routes: evaluating every page and the shared modules they use at once was the longest task of a
 * remote's first load on a phone. Render it under a Suspense boundary.
 * A failed load is not remembered: the next render (the shell's retry remounts the remote) loads it again.
 */
export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        loading = null;
        Lazy = lazy(start);
        throw error;
      },
    ));
  let Lazy = lazy(start);
  const Page = (props: P) => createElement(Lazy, props);
  return Object.assign(Page, { preload: start });
}

/**
 * Starts loading the page of `pathname` (called as a remote's routes module is evaluated), so its chunk downloads
 * while the remote mounts instead of after its router has rendered. In the next task, not in the one evaluating the
 * remote's first chunk: asking for a chunk resolves its shared modules and adds its scripts, which made that task a
 * long one on a phone.
 */
export function preloadPageFor(pages: Readonly<Record<string, LazyPage<never>>>, pathname: string): void {
  const page = Object.entries(pages).find(([pattern]) => matchesRoutePattern(pattern, pathname))?.[1];
  if (page) setTimeout(() => page.preload().catch(() => undefined), 0); // rendering it shows the error
}
