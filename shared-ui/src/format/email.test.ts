import { isEmail } from './email';

test('takes an address with a dotted domain, trimmed; refuses spaces and missing parts', () => {
  for (const good of ['sara@example.com', ' layla@mail.example.ae ', 'a.b+c@x.io']) expect(isEmail(good)).toBe(true);
  for (const bad of ['', 'sara', 'sara@', '@example.com', 'sara@example', 'sa ra@example.com', 'sara@exa mple.com'])
    expect(isEmail(bad)).toBe(false);
});
