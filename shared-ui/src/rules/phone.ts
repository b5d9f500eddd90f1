// The phone number rule, the same on both sides (the api's accounts/phone imports this file): a number a
// traveller types, with or without its country code, read with libphonenumber-js's small metadata.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export interface ParsedPhone {
  /** E.164, e.g. +971501234567: what is stored and sent. */
  e164: string;
  country: CountryCode | undefined;
  /** As the country writes it, e.g. +971 50 123 4567. */
  international: string;
}

/** The number when it is a valid one (`defaultCountry` for numbers typed without +code), else null. */
export function parsePhone(input: string, defaultCountry: CountryCode = 'AE'): ParsedPhone | null {
  const parsed = parsePhoneNumberFromString(input.trim(), defaultCountry);
  if (!parsed?.isValid()) return null;
  return { e164: parsed.number, country: parsed.country, international: parsed.formatInternational() };
}

export const isValidPhone = (input: string, defaultCountry?: CountryCode): boolean =>
  parsePhone(input, defaultCountry) !== null;
