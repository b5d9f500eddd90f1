/** A fresh key per booking attempt: the api returns the same order for a repeated key. */
export function newIdempotencyKey(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `web-${random}`;
}
