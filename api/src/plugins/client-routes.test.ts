import { isClientPath } from './client-routes';

describe('client routes (spec §2)', () => {
  it('every route of the spec is a page of the app, whatever dots its values hold', () => {
    for (const path of [
      '/',
      '/feed',
      '/activities',
      '/activity-detail',
      '/questionnaire',
      '/plans',
      '/plan',
      '/wishlist',
      '/favourite-hotels',
      '/hotel/booking/manage',
      '/profile/sara',
      '/profile/ananya.r',
      '/profile/first.last.2',
      '/post',
      '/auth/signin',
      '/auth/signup',
      '/about-us',
      '/privacy-policy',
      '/terms-and-conditions',
      '/feed/',
    ])
      expect([path, isClientPath(path)]).toEqual([path, true]);
  });

  it('anything else is not', () => {
    for (const path of ['/nope', '/profile', '/profile/a/b', '/feed/old', '/main.js', '/api/v1/health', '/auth'])
      expect([path, isClientPath(path)]).toEqual([path, false]);
  });
});
