import sharp from 'sharp';
import { dubaiInventory } from './dubai-inventory';
import { hotelImageSvg, imageKindFor, parseImageSize } from './hotel-image-svg';

const hotels = dubaiInventory();
const byType = (t: string) => hotels.find((h) => h.propertyType === t)!;

describe('generated hotel images', () => {
  it('draws a flat SVG of the asked size with no text and nothing fetched', () => {
    for (const h of ['hotel', 'apartment', 'resort', 'hostel', 'guesthouse', 'villa'].map(byType)) {
      for (const v of [0, 1, 2, 3, 4, 10]) {
        const svg = hotelImageSvg(h, v, 640, 400);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<text|<image|<script|href=|url\((?!#)/);
        expect(svg.length).toBeLessThan(20_000);
      }
    }
  });

  it('renders to a real picture (librsvg through sharp)', async () => {
    const svg = hotelImageSvg(byType('resort'), 0, 320, 200);
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 200]);
    // A drawing, not a blank: many distinct colours.
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += info.channels * 7)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(20);
  });

  it('is fixed by hotel and variant, and differs between them', () => {
    const [a, b] = hotels;
    expect(hotelImageSvg(a!, 0, 100, 100)).toBe(hotelImageSvg(a!, 0, 100, 100));
    expect(hotelImageSvg(a!, 0, 100, 100)).not.toBe(hotelImageSvg(a!, 1, 100, 100));
    expect(hotelImageSvg(a!, 0, 100, 100)).not.toBe(hotelImageSvg(b!, 0, 100, 100));
  });

  it('clamps sizes and reads ETG-style size words', () => {
    expect(hotelImageSvg(hotels[0]!, 0, 1, 99_999)).toContain('width="16" height="3840"');
    expect(parseImageSize('640x400')).toEqual({ width: 640, height: 400 });
    for (const bad of ['640', '0x10', '640x99999', 'axb', '640x400x2']) expect(parseImageSize(bad)).toBeNull();
  });

  it('cycles kinds for hotel pictures and keeps room pictures from 10 up', () => {
    expect([0, 1, 2, 3, 4, 5].map(imageKindFor)).toEqual(['exterior', 'room', 'pool', 'view', 'lobby', 'exterior']);
    expect(imageKindFor(12)).toBe('room');
  });
});
