// A hotel picture's addresses, written once: HotelImage and the hotel page's first frame (src/frame) ask for the very
// same ones, so the page's picture is the one the frame already has. Free of imports: frame.js includes it.

/** ETG-style image templates carry `{size}`; the api draws the picture at the size asked for. */
export function imageAt(template: string, width: number, height: number): string {
  return template.replace('{size}', `${width}x${height}`);
}

/** The picture at the layout's largest size, and 2x for sharp screens. */
export function imageSources(template: string, width: number, height: number): { src: string; srcSet: string } {
  const src = imageAt(template, width, height);
  return { src, srcSet: `${src} 1x, ${imageAt(template, Math.min(3840, width * 2), Math.min(3840, height * 2))} 2x` };
}
