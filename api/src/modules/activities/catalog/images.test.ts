import sharp from 'sharp';
import { allActivities, findActivity } from './catalog';
import { activityImageDataUrl, activityImageSvg } from './images';
import type { CatalogActivity, ImageMotif } from './types';

const MOTIFS: ImageMotif[] = ['tower', 'dune', 'wave', 'boat', 'museum', 'coaster', 'bus', 'plate', 'mountain'];
const frame = findActivity('dubai-frame') as CatalogActivity;

describe('activityImageSvg', () => {
  it('returns an SVG document with the requested size and a 16:9 drawing', () => {
    const svg = activityImageSvg(frame, 640, 360);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('width="640"');
    expect(svg).toContain('height="360"');
    expect(svg).toContain('viewBox="0 0 1600 900"');
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it('is deterministic and differs between activities', () => {
    expect(activityImageSvg(frame)).toBe(activityImageSvg(frame));
    const distinct = new Set(allActivities.map((a) => activityImageSvg(a)));
    expect(distinct.size).toBe(allActivities.length);
  });

  it('draws every motif, by day and by night, as an image a real renderer accepts', async () => {
    for (const motif of MOTIFS) {
      for (const categories of [['outdoor'], ['night']]) {
        const svg = activityImageSvg({ slug: `test-${motif}`, image: { hue: 200, motif }, categories }, 320, 180);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect({ motif, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          motif,
          format: 'svg',
          width: 320,
          height: 180,
        });
        const { data } = await sharp(Buffer.from(svg)).resize(16, 9).raw().toBuffer({ resolveWithObject: true });
        // A blank or broken drawing renders as a single colour; a real picture has several.
        expect(new Set(Array.from(data)).size).toBeGreaterThan(4);
      }
    }
  });

  it('uses unique gradient ids so many thumbnails can be inlined in one page', () => {
    const ids = allActivities.map((a) => /id="([^"]+)"/.exec(activityImageSvg(a))?.[1]);
    expect(new Set(ids).size).toBe(allActivities.length);
  });

  it('rejects a non-positive size', () => {
    expect(() => activityImageSvg(frame, 0, 100)).toThrow(RangeError);
    expect(() => activityImageSvg(frame, 100, Number.NaN)).toThrow(RangeError);
  });

  it('encodes a data URL that decodes back to the same SVG', () => {
    const url = activityImageDataUrl(frame, 320, 180);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(activityImageSvg(frame, 320, 180));
  });
});
