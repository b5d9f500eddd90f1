export * from './types';
export { createTestCardPayments, TEST_CARDS, CARD_INVALID } from './test-cards';
