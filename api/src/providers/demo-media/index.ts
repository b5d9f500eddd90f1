import type { DemoMediaProvider } from './types';

export type { DemoMediaProvider } from './types';

/** Without demo media every generated picture is "not found" (production answers 404). */
export const noDemoMedia: DemoMediaProvider = {
  activityImage: async () => null,
  hotelImage: async () => null,
  scene: async () => null,
};

/**
 * The demo pictures when the demo is on (SEED_DEMO), else none. The generators are loaded on first use by
 * dynamic import: built, they are dist/demo-media.js, a bundle apart from dist/server.js.
 */
export function createDemoMedia(enabled: boolean): DemoMediaProvider {
  if (!enabled) return noDemoMedia;
  let loaded: Promise<DemoMediaProvider> | undefined;
  const demo = () => (loaded ??= import('./demo').then((m) => m.demoMedia));
  return {
    activityImage: async (...args) => (await demo()).activityImage(...args),
    hotelImage: async (...args) => (await demo()).hotelImage(...args),
    scene: async (...args) => (await demo()).scene(...args),
  };
}
