import { allActivities } from '../catalog/catalog';
import { isAllowedWidth, renderActivityImage, variantSubject } from './gallery';

const subject = allActivities[0];

describe('gallery images', () => {
  it('draws four different pictures per activity, the first being the thumbnail', () => {
    const svgs = [0, 1, 2, 3].map((v) => renderActivityImage(subject!, v, 640));
    expect(new Set(svgs).size).toBe(4);
    expect(variantSubject(subject!, 0)).toBe(subject);
  });

  it('draws the same picture every time, at 16:9', () => {
    expect(renderActivityImage(subject!, 2, 1200)).toBe(renderActivityImage(subject!, 2, 1200));
    expect(renderActivityImage(subject!, 1, 1200)).toMatch(/width="1200" height="675"/);
  });

  it('allows only the spec image sizes', () => {
    expect([16, 128, 640, 1200, 3840].every(isAllowedWidth)).toBe(true);
    expect([0, 15, 641, 5000].some(isAllowedWidth)).toBe(false);
  });
});
