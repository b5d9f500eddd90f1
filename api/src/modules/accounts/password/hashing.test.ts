import { hashPassword, passwordProblem, verifyPassword } from './hashing';

describe('password rules', () => {
  it('accepts long passphrases of any composition, up to 128 characters', () => {
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('مرحبا بكم في دبي')).toBeNull();
    expect(passwordProblem('a'.repeat(7) + 'b')).toBeNull();
    expect(passwordProblem('x'.repeat(64) + 'y'.repeat(64))).toBeNull();
  });
  it.each([
    ['short12', /at least 8/],
    ['x'.repeat(129), /at most 128/],
    ['Password1', /too common/],
    ['QWERTYUIOP', /too common/],
    ['aaaaaaaaaa', /too common/],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password)?.message).toMatch(message);
  });
  it('refuses the e-mail or username as the password', () => {
    expect(passwordProblem('sara.alali@example.com', { email: 'sara.alali@example.com' })?.message).toMatch(
      /e-mail or username/,
    );
    expect(passwordProblem('Traveller_99', { username: 'traveller_99' })?.message).toMatch(/e-mail or username/);
  });
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
