import { at } from './checked';

/** Fewest bits the estimate below must give; a random 32-character hex string (128 bits) estimates ~115 (min ~87 in 200 000 draws). */
export const MIN_SECRET_BITS = 90;
export const MIN_SECRET_LENGTH = 32;
const MIN_DISTINCT = 10;

/** Shannon entropy of the characters, times the length: a ceiling, fooled by patterns, which are checked apart. */
export function estimatedBits(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  return perChar * chars.length;
}

/** The shortest p ≤ length/2 such that the secret is one string of p characters repeated (`abcabcabc…`), or 0. */
function period(chars: string[]): number {
  for (let p = 1; p <= chars.length / 2; p += 1) {
    if (chars.every((c, i) => i < p || c === chars[i - p])) return p;
  }
  return 0;
}

/** Why a secret is too weak to key ids and codes (`aaaa…`, `passwordpassword…`, `abcdef…`), or null. */
export function secretWeakness(secret: string): string | null {
  const chars = [...secret];
  if (chars.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  const distinct = new Set(chars).size;
  if (distinct < MIN_DISTINCT) return `has only ${distinct} different characters (at least ${MIN_DISTINCT})`;
  const p = period(chars);
  if (p) return `repeats the same ${p} characters`;
  let steps = 0;
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  for (let i = 1; i < codes.length; i += 1) if (Math.abs(at(codes, i) - at(codes, i - 1)) === 1) steps += 1;
  if (steps * 2 > chars.length) return 'is mostly a run of consecutive characters (abcd…, 1234…)';
  const bits = Math.floor(estimatedBits(secret));
  if (bits < MIN_SECRET_BITS) return `is too predictable (about ${bits} bits, at least ${MIN_SECRET_BITS})`;
  return null;
}
