import { requireHttpUrl } from './http-url';

describe('requireHttpUrl', () => {
  it('accepts http and https origins and paths, and returns them parsed', () => {
    expect(requireHttpUrl('https://api.stripe.com', 'PAYMENTS_API_URL').host).toBe('api.stripe.com');
    expect(requireHttpUrl('http://127.0.0.1:11434/v1', 'PLAN_AI_BASE_URL').pathname).toBe('/v1');
  });

  it.each(['not a url', '', 'ftp://files.example.com', 'file:///etc/passwd', '127.0.0.1:9000'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => requireHttpUrl(value, 'STORAGE_S3_ENDPOINT')).toThrow('STORAGE_S3_ENDPOINT must be an http(s) URL');
    },
  );
});
