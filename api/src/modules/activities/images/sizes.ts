// The widths an image URL may ask for: the spec's fixed image sizes and device widths (§9), so the
// cache holds a bounded set of variants per activity.
export const IMAGE_SIZES: readonly number[] = [
  16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840,
];
