import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { CardPaymentProps } from './card-payment-types';

// Like the card fields, the element loads with the checkout that shows it (and Stripe.js only when it is used).
const Element = lazy(() => import('./card-payment'));

/**
 * The card entry of a checkout (the gateway's own fields). The checkout keeps a handle
 * (`useRef<CardPaymentHandle | null>(null)`) and pays with payWithCard(handle.current, send, clientSecretOf).
 */
export function CardPayment(props: CardPaymentProps) {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 168 }} aria-busy="true" />}>
      <Element {...props} />
    </Suspense>
  );
}

export type { CardPaymentHandle, CardPaymentProps, PaymentsConfig } from './card-payment-types';
export { payWithCard } from './pay-with-card';
