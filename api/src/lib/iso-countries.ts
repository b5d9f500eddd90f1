// ISO 3166-1 alpha-2: every officially assigned code (249), nothing user-assigned (no XK, EU, ZZ).
// Suppliers refuse any other citizenship, so a form's value is checked against this list before payment. The list is
// the front ends' too (shared-ui/src/domain/countries.json).
import codes from '../../../shared-ui/src/domain/countries.json';

export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(codes);

/** True for an assigned ISO 3166-1 alpha-2 code, in any letter case. */
export const isIsoCountry = (code: string): boolean => ISO_COUNTRY_CODES.has(code.toUpperCase());
