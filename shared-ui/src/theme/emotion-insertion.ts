// Stands in for @emotion/use-insertion-effect-with-fallbacks in the apps' builds (shared-ui/mf/webpack-app.js).
//
// Emotion inserts a component's style rules in an insertion effect, that is in React's commit, which is one task
// that cannot be split: the first commit of a page inserted several hundred rules (stylis parsing each, then
// insertRule), the longest task of the page's start on a phone. Inserted while rendering instead, as emotion does
// when React has no insertion effect, they go in the render's time slices (our renders run in transitions). Each rule
// is still inserted once (the cache remembers it); a render React throws away may leave a rule nobody uses.
// Global styles (emotion's <Global>, MUI's GlobalStyles) keep the insertion effect: they are removed on unmount.
import { useInsertionEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
