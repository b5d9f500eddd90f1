import { createHash, randomUUID } from 'node:crypto';

/** `<hash-of-key@jad.travel>`: the same event always gets the same Message-ID, so a resent copy is a known duplicate. */
export function messageIdFor(idempotencyKey: string | undefined, domain = 'jad.travel'): string {
  const id = idempotencyKey ? createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40) : randomUUID();
  return `<${id}@${domain}>`;
}
