import { frameFor } from './layout-rules';

test.each([
  ['/', true, true],
  ['/auth/signin', false, false],
  ['/auth/signup', false, false],
  ['/auth/signup/', false, false],
  ['/auth/forgot-password', true, true],
  ['/feed', true, false],
  ['/feed/', true, false],
  ['/questionnaire', true, false],
  ['/activities', true, false],
  ['/activity-detail', true, true],
  ['/plans', true, true],
  ['/about-us', true, true],
  ['/nothing-here', true, true],
])('%s: navbar %s, footer %s', (path, navbar, footer) => {
  expect(frameFor(path)).toEqual({ navbar, footer });
});
