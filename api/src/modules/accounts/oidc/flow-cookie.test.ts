import { flowSealer } from './flow-cookie';

describe('OIDC flow cookie', () => {
  const sealer = flowSealer('a-secret-of-at-least-thirty-two-characters');
  const flow = {
    provider: 'google',
    state: 's',
    nonce: 'n',
    codeVerifier: 'v',
    callbackUrl: '/plans',
    expiresAt: Date.now() + 60_000,
  };

  it('opens what it sealed, and nothing else', () => {
    const sealed = sealer.seal(flow);
    expect(sealer.open(sealed)).toEqual(flow);
    expect(sealed).not.toContain('google');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(sealer.open(tampered)).toBeNull();
    expect(flowSealer('another-secret-of-at-least-32-chars!!').open(sealed)).toBeNull();
    expect(sealer.open(undefined)).toBeNull();
    expect(sealer.open('garbage')).toBeNull();
  });

  it('refuses an expired flow', () => {
    expect(sealer.open(sealer.seal({ ...flow, expiresAt: Date.now() - 1 }))).toBeNull();
  });
});
