// The size part of a hotel picture URL (`…/640x400.svg`), as ETG writes it.

export const MIN_IMAGE_SIDE = 16;
export const MAX_IMAGE_SIDE = 3840;

/** Reads ETG-style sizes such as `640x400`; null when malformed or outside 16–3840. */
export function parseImageSize(size: string): { width: number; height: number } | null {
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(size);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  const ok = (n: number) => n >= MIN_IMAGE_SIDE && n <= MAX_IMAGE_SIDE;
  return ok(width) && ok(height) ? { width, height } : null;
}
