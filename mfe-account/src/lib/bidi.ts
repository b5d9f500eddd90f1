/**
 * Wraps a left-to-right value (an e-mail, a phone number) in Unicode first-strong isolates, so inside
 * an Arabic sentence it keeps its own order instead of being split around the punctuation.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
