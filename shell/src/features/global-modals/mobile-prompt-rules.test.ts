import { isMobileDevice, mobilePromptDecision } from './mobile-prompt-rules';

test.each([
  // isMobile, cookiesAccepted, choice → decision
  [true, true, null, 'show'],
  [true, true, 'prefer_mobile', 'show'],
  [true, true, 'prefer_web', 'hide'],
  [true, false, null, 'hide'],
  [true, false, 'prefer_mobile', 'hide'],
  [false, true, null, 'settle-prefer-web'],
  [false, false, null, 'settle-prefer-web'],
  [false, true, 'prefer_mobile', 'settle-prefer-web'],
  [false, true, 'prefer_web', 'hide'],
] as const)('mobile %s, cookies accepted %s, choose_mobile %s → %s', (isMobile, cookiesAccepted, choice, decision) => {
  expect(mobilePromptDecision({ isMobile, cookiesAccepted, choice })).toBe(decision);
});

test('phones are recognised by the client hint or the user agent', () => {
  expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
  expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari' })).toBe(true);
  expect(
    isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', userAgentData: { mobile: true } }),
  ).toBe(true);
  expect(
    isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130', userAgentData: { mobile: false } }),
  ).toBe(false);
  expect(isMobileDevice(undefined)).toBe(false);
});
