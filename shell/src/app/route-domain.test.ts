import { matchesRoutePattern as matchesPattern } from '@jad/shared-ui/route-pattern';
import { domainForPath } from './route-domain';

test.each([
  ['/feed', 'social'],
  ['/post', 'social'],
  ['/profile/sara', 'social'],
  ['/tag/%D8%AF%D8%A8%D9%8A', 'social'],
  ['/activities', 'activities'],
  ['/activity-detail', 'activities'],
  ['/wishlist', 'activities'],
  ['/questionnaire', 'plans'],
  ['/plan', 'plans'],
  ['/hotel/booking/manage', 'hotels'],
  ['/favourite-hotels', 'hotels'],
  ['/auth/signin', 'account'],
  ['/auth/signup', 'account'],
  ['/', null],
  ['/about-us', null],
  ['/nothing-here', null],
])('%s belongs to %s', (path, domain) => {
  expect(domainForPath(path)).toBe(domain);
});

test.each([
  ['/hotel/*', '/hotel/booking/manage', true],
  ['/hotel/*', '/hotel', false],
  ['/profile/:username', '/profile/', false],
  ['/profile/:username', '/profile/sara/extra', false],
  ['/feed', '/feed/', true],
  ['/', '/', true],
])('%s matches %s: %s', (pattern, path, expected) => {
  expect(matchesPattern(pattern, path)).toBe(expected);
});
