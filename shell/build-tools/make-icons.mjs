// Draws the app's install icons from the brand mark (src/components/logo.tsx: a sail-shaped tower on a rounded
// tile) and writes them as PNG into public/pwa/. The PNGs are committed, so a build needs no image library; run
// this again only when the mark changes: `node shell/build-tools/make-icons.mjs` (sharp, from the workspace).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'pwa');
const BLUE = '#1559C7';

/** The mark on its rounded tile, transparent around it ("any" icons: shown as drawn). */
const tile = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="9" fill="${BLUE}"/>
  <path d="M11 26V7c6 2 10 7 11 13l-7 1v5z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
  <path d="M8 26h16" stroke="#fff" stroke-width="2" stroke-linecap="round"/>
</svg>`;

/**
 * Maskable: the launcher cuts its own shape out of a full square, keeping only the centre circle (80% of the
 * side), so the background fills the square and the mark is drawn at 60% within it.
 */
const maskable = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BLUE}"/>
  <g transform="translate(6.4 6.4) scale(0.6)">
    <path d="M11 26V7c6 2 10 7 11 13l-7 1v5z" fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round"/>
    <path d="M8 26h16" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>
  </g>
</svg>`;

mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', tile(192)],
  ['icon-512.png', tile(512)],
  ['icon-maskable-192.png', maskable(192)],
  ['icon-maskable-512.png', maskable(512)],
  // iOS ignores the manifest's icons and rounds the corners itself: a full square.
  ['apple-touch-icon.png', maskable(180)],
];
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}
