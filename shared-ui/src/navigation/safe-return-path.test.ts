import { safeReturnPath } from './safe-return-path';

// The same cases as the api's (api/src/modules/accounts/oidc/safe-callback-url.test.ts).
const ORIGIN = 'https://travel.example.com';

describe('safeReturnPath', () => {
  it.each([
    ['/plans?x=1', '/plans?x=1'],
    ['/hotels/jbr?q=dubai%20marina#map', '/hotels/jbr?q=dubai%20marina#map'],
    ['/social/@سارة', '/social/@%D8%B3%D8%A7%D8%B1%D8%A9'],
    ['/profile/%D8%B3', '/profile/%D8%B3'],
    ['/feed?next=//evil.example', '/feed?next=//evil.example'],
    ['/a/./b/../c', '/a/c'],
  ])('keeps the same-origin path %j as %j', (given, expected) => {
    expect(safeReturnPath(given, ORIGIN)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['plans'],
    ['https://evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    // Browsers drop tab, LF and CR anywhere in a URL: these become //evil.example.
    ['/\t/evil.example/'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    [' //evil.example'],
    // A backslash is a slash to a browser.
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    // Encoded forms, for code that decodes before it navigates.
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/%09/evil.example'],
    ['/%0a/evil.example'],
    ['/%00'],
    ['/%E0%A4%A'],
    // Dot segments that fold into a scheme-relative path.
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/./../..//evil.example'],
    // Unicode look-alikes of / and \.
    ['/\uff0fevil.example'],
    ['/\u2215evil.example'],
    ['/\u2044evil.example'],
    ['/\uff3cevil.example'],
    ['/\ufe68evil.example'],
    ['/%EF%BC%8Fevil.example'],
    ['/\u3000/evil.example'],
    ['/\u00a0/evil.example'],
    ['/\u200b/evil.example'],
    ['javascript:alert(1)'],
    ['/javascript:alert(1)\n'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    // Back to sign-in would loop.
    ['/auth/signin'],
    ['/auth'],
    ['/a/../auth/signin'],
    [`/${'a'.repeat(1000)}`],
  ])('refuses %j (answers /)', (given) => {
    expect(safeReturnPath(given, ORIGIN)).toBe('/');
  });
});
