import type { ComponentType } from 'react';
import type { mountRootParcel as MountRootParcel } from 'single-spa';

export interface SingleSpaKit {
  Parcel: ComponentType<Record<string, unknown>>;
  mountRootParcel: typeof MountRootParcel;
}

let kit: Promise<SingleSpaKit> | null = null;

/**
 * single-spa and its React parcel load with the first remote, not with the page (they are not needed
 * before). Starting it makes every history push fire popstate, so the shell and each remote's router follow
 * one history (urlRerouteOnly: only real URL changes). Until then shared-ui's navigate() relays itself.
 */
export function loadSingleSpa(): Promise<SingleSpaKit> {
  // start() runs as soon as single-spa arrives, before the parcel chunk: a navigation while that chunk loads
  // would otherwise not be relayed to the remotes' routers.
  kit ??= import('single-spa').then(async (spa) => {
    spa.start({ urlRerouteOnly: true });
    const parcel = await import('single-spa-react/parcel');
    return {
      Parcel: parcel.default as unknown as ComponentType<Record<string, unknown>>,
      mountRootParcel: spa.mountRootParcel,
    };
  });
  return kit;
}
