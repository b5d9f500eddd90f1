import fc from 'fast-check';
// Test-only: the front end's copy of the rule, to prove the two agree.
import { safeReturnPath } from '../../../../../shared-ui/src/navigation/safe-return-path';
import { safeCallbackUrl } from './safe-callback-url';

const ORIGIN = 'https://travel.example.com';

// Issue 9 second round, item 2: the old check (starts with '/', not '//' nor '/\') let '/\t/evil.example/' through,
// answered 303 with that Location, and the browser, dropping the tab, went to http://evil.example/.
const HOSTILE = [
  '/\t/evil.example/',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00',
  '/%E0%A4%A',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/./../..//evil.example',
  '/\uff0fevil.example',
  '/\u2215evil.example',
  '/\u2044evil.example',
  '/\uff3cevil.example',
  '/\ufe68evil.example',
  '/%EF%BC%8Fevil.example',
  '/\u3000/evil.example',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '/javascript:alert(1)\n',
  'data:text/html,x',
  '/auth/signin',
  '/auth',
  '/a/../auth/signin',
  `/${'a'.repeat(1000)}`,
  '',
  'plans',
];
const KEPT: Array<[string, string]> = [
  ['/plans?x=1', '/plans?x=1'],
  ['/hotels/jbr?q=dubai%20marina#map', '/hotels/jbr?q=dubai%20marina#map'],
  ['/social/@سارة', '/social/@%D8%B3%D8%A7%D8%B1%D8%A9'],
  ['/feed?next=//evil.example', '/feed?next=//evil.example'],
  ['/a/./b/../c', '/a/c'],
];

describe('safeCallbackUrl', () => {
  it.each(HOSTILE)('refuses %j (answers /)', (value) => {
    expect(safeCallbackUrl(value, ORIGIN)).toBe('/');
  });

  it.each(KEPT)('keeps the same-origin path %j as %j', (value, expected) => {
    expect(safeCallbackUrl(value, ORIGIN)).toBe(expected);
    expect(safeCallbackUrl(undefined, ORIGIN)).toBe('/');
  });

  it('never answers anything a browser would take off the site, and agrees with the front end', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%09',
      '%2e',
      'evil.example',
      ':',
      '@',
      '?',
      '#',
      '\uff0f',
      '\u2215',
      'javascript:',
      'a',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
        (value) => {
          const kept = safeCallbackUrl(value, ORIGIN);
          expect(kept).toBe(safeReturnPath(value, ORIGIN));
          // What the browser does with the Location: resolve against the page, after dropping tab and newlines.
          const landed = new URL(kept.replace(/[\t\n\r]/g, ''), ORIGIN);
          expect(landed.origin).toBe(ORIGIN);
          expect(kept.startsWith('/') && !kept.startsWith('//') && !/[\\\t\n\r]/.test(kept)).toBe(true);
        },
      ),
      { numRuns: 3000, seed: 20261126 },
    );
  });
});
