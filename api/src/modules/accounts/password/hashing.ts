import { hash, verify, type Options } from '@node-rs/argon2';
import { type DomainError, invalid } from '../../../lib/domain-error';
import { COMMON_PASSWORDS } from './common-passwords';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet minimum (m = 19 MiB, t = 2, p = 1).
 * `algorithm: 2` is Argon2id; the package's const enum is not available at run time under swc.
 */
const ARGON2ID: Options = { algorithm: 2 as Options['algorithm'], memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const PASSWORD_MIN = 8;
/** ASVS asks for at least 64; 128 leaves room for passphrases while bounding the hashing cost. */
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a 500.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no account (or no password), so the answer's
 * timing does not tell whether an e-mail is registered.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('jad-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The reason a new password is refused, or null. No composition rules (NIST 800-63B, ASVS 2.1.9). */
export function passwordProblem(
  password: string,
  context: { email?: string; username?: string } = {},
): DomainError | null {
  if (password.length < PASSWORD_MIN) return invalid('password_too_short', { params: { min: PASSWORD_MIN } });
  if (password.length > PASSWORD_MAX) return invalid('password_too_long', { params: { max: PASSWORD_MAX } });
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(password)) {
    return invalid('password_too_common');
  }
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (
    (local && local.length >= 4 && lower === local) ||
    (context.username && lower === context.username.toLowerCase()) ||
    lower === context.email?.toLowerCase()
  ) {
    return invalid('password_is_identity');
  }
  return null;
}
