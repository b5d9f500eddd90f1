// stylis 4 ships no types and @types/stylis is not installed; declare the part we use (and the
// Middleware type that stylis-plugin-rtl's declarations import) in emotion's own terms.
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';

  export type Element = StylisElement;
  export type Middleware = StylisPlugin;
  export const prefixer: Middleware;
}
