// @jad/shared-ui/card-fields: card entry for every checkout in the gateway's own fields (Stripe's Payment Element,
// or the built-in test element with its 3-D Secure challenge); the card never reaches the api, which gets a
// PaymentMethod id. Its own federated entry (shared-ui/mf/shared.js), so only a checkout downloads it; the fields
// themselves load lazily when shown.
export {
  CardPayment,
  payWithCard,
  type CardPaymentHandle,
  type CardPaymentProps,
  type PaymentsConfig,
} from './lazy-card-payment';
export { CardFields, type CardFieldsProps } from './lazy-card-fields';
export {
  cardProblems,
  cardReady,
  emptyCard,
  expiryValid,
  TEST_CARDS,
  testPaymentMethodOf,
  luhnValid,
  formatCardNumber,
  formatExpiry,
  type CardProblems,
  type CardValue,
} from './card-rules';
