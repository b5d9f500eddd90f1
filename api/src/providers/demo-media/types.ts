import type { ImageSubject } from '../../modules/activities/catalog/images';
import type { ImageHotel } from '../hotel-supply/hotel-image-svg';

/**
 * Generated pictures of the demo content: activity thumbnails and galleries, hotel pictures and the demo
 * feed's scenes. Each answers null when there is no such picture, and always without demo media.
 */
export interface DemoMediaProvider {
  /** 16:9 SVG of an activity at `width`; variant 0 is the thumbnail, 1–3 the gallery. */
  activityImage(subject: ImageSubject, variant: number, width: number): Promise<string | null>;
  /** SVG of picture `variant` of a hotel. */
  hotelImage(hotel: ImageHotel, variant: number, width: number, height: number): Promise<string | null>;
  /** SVG of picture `variant` of a demo feed scene (`skyline`, `marina`, …). */
  scene(name: string, variant: number): Promise<string | null>;
}
