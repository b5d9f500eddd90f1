import { expectSameKeys } from '../i18n/key-parity';
import ar from './locales/ar.json';
import en from './locales/en.json';

test('the review words have the same keys in English and Arabic', () => {
  expect(() => expectSameKeys(en, ar, 'reviews')).not.toThrow();
  expect(en.verified_hotel).toBe('Verified stay');
});
