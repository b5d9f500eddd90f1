// PostgreSQL error codes, found whether the driver error is thrown as is or wrapped by Drizzle (`cause`).
function codeOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row it points at is gone (e.g. the post was deleted meanwhile). */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';

/** Deadlock or serialization failure: PostgreSQL rolled the transaction back and asks for a retry. */
export const isRetryable = (error: unknown) => {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
};

/** Runs a transaction body again (up to 3 times) when PostgreSQL aborted it as a deadlock victim. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
  }
}
