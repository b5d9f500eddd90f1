// Helpers for tests (imported by *.test.ts only).

/** Polls until `check` holds: delivery across instances takes a moment, and how long is not what is tested. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never happened: ${what}`);
}
