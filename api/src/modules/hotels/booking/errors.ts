import { DomainError } from '../../../lib/domain-error';
import type { BookingConflict } from '../types';
import { renderMessage } from '../../../lib/error-codes';

/** A 409 the booking screens act on by its code: back to room selection. */
export class BookingConflictError extends DomainError {
  constructor(code: BookingConflict['code']) {
    super('conflict', code);
    this.name = 'BookingConflictError';
  }
}

export const PRICE_CHANGED = renderMessage('price_changed');
export const NO_ROOMS = renderMessage('no_rooms');
export const CHECKOUT_EXPIRED = renderMessage('expired');
export const CHECKOUT_NOT_FOUND = renderMessage('checkout_not_found');
export const PAYMENT_FAILED = 'Payment failed. Booking was not paid. Payment was not completed.';
export const BOOKING_FAILED = 'Booking Failed';
export const SUPPORT = renderMessage('bad_gateway');
