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
  kit ??= Promise.all([import('single-spa'), import('single-spa-react/parcel')]).then(([spa, parcel]) => {
    spa.start({ urlRerouteOnly: true });
    return { Parcel: parcel.default as unknown as ComponentType<Record<string, unknown>>, mountRootParcel: spa.mountRootParcel };
  });
  return kit;
}
