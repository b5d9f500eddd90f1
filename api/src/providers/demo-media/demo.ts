// The demo picture generators (built as dist/demo-media.js): loaded only through createDemoMedia.
import { renderActivityImage } from '../../modules/activities/images/gallery';
import { isScene, renderScene } from '../../modules/social/scenes/compose';
import { hotelImageSvg } from '../hotel-supply/hotel-image-svg';
import type { DemoMediaProvider } from './types';

export const demoMedia: DemoMediaProvider = {
  activityImage: async (subject, variant, width) => renderActivityImage(subject, variant, width),
  hotelImage: async (hotel, variant, width, height) => hotelImageSvg(hotel, variant, width, height),
  scene: async (name, variant) => (isScene(name) ? renderScene(name, variant) : null),
};
