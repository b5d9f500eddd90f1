import { DomainError } from '../../../lib/domain-error';
import type { BookingConflict } from '../types';

/** A 409 the booking screens act on by its code: back to room selection. */
export class BookingConflictError extends DomainError {
  constructor(code: BookingConflict['code']) {
    super('conflict', code);
    this.name = 'BookingConflictError';
  }
}

export const PRICE_CHANGED = 'The price has changed for this room';
export const NO_ROOMS = 'There are no rooms for sale in the hotel at the moment.';
export const CHECKOUT_EXPIRED = 'This booking has expired. Please select your room again.';
export const CHECKOUT_NOT_FOUND = 'This booking was not found.';
export const PAYMENT_FAILED = 'Payment failed. Booking was not paid. Payment was not completed.';
export const BOOKING_FAILED = 'Booking Failed';
export const SUPPORT = 'Something went wrong, please contact our support team.';
