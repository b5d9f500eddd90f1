import type { TFunction } from 'i18next';

// The payments provider answers in English (providers/payments/types.ts); the known outcomes are shown
// in the reader's language, anything else as the provider wrote it.
const KNOWN: Record<string, string> = {
  'Your card was declined': 'payment.declined',
  'The payment could not be processed. Please try again': 'payment.processing',
  'Your card number is incorrect': 'payment.invalidCard',
};

export function paymentErrorText(t: TFunction, error: string | null | undefined): string | null {
  if (!error) return null;
  const key = KNOWN[error];
  return key ? t(key) : error;
}
