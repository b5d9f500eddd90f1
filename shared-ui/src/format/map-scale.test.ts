import L from 'leaflet';
import { addMetricScale, metricScaleLabel } from './map-scale';

describe('the map scale in the user language', () => {
  it('writes metres and kilometres as each language does', () => {
    expect(metricScaleLabel(500, 'en')).toBe('500 m');
    expect(metricScaleLabel(10_000, 'en')).toBe('10 km');
    expect(metricScaleLabel(10_000, 'ar')).not.toMatch(/[A-Za-z]/);
    expect(metricScaleLabel(500, 'ar')).not.toMatch(/[A-Za-z]/);
  });

  it("replaces Leaflet's km label on a real map", () => {
    const div = document.createElement('div');
    Object.defineProperty(div, 'clientWidth', { value: 400 });
    Object.defineProperty(div, 'clientHeight', { value: 300 });
    document.body.append(div);
    const map = L.map(div).setView([25.2, 55.27], 10);
    const scale = addMetricScale(L, map, 'ar');
    const text = scale.getContainer()?.textContent ?? '';
    expect(text).not.toBe('');
    expect(text).not.toMatch(/[A-Za-z]/);
    map.remove();
  });
});
