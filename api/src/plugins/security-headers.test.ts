import { contentSecurityPolicy } from './security-headers';

describe("the page's Content-Security-Policy", () => {
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d] as const));

  it('allows nothing of Stripe while no publishable key is set (the built-in card element is ours)', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"]);
    expect(csp).not.toMatch(/stripe/);
    expect(directives(csp).get('script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directives(csp).has('frame-src')).toBe(false);
  });

  it('lets Stripe.js load, call its API and frame its fields and 3-D Secure once a publishable key is set', () => {
    const csp = directives(contentSecurityPolicy(["'sha256-abc'"], { stripe: true }));
    expect(csp.get('script-src')).toBe("script-src 'self' 'sha256-abc' https://js.stripe.com");
    expect(csp.get('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(csp.get('frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    // The page itself still may not be framed.
    expect(csp.get('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
