import { z } from 'zod';
import { SUCCESS_MESSAGES, type SuccessCode } from './error-codes';

const SUCCESS_CODES = Object.keys(SUCCESS_MESSAGES) as [SuccessCode, ...SuccessCode[]];

/** A success answer's `{ message, code }` (error-codes.ts `success()`), with any success code. */
export const successBody = z.object({
  message: z.string(),
  /** The stable code of the message (lib/error-codes.ts SUCCESS_MESSAGES). */
  code: z.enum(SUCCESS_CODES),
});

/** The same for a route that answers only these codes; `.extend()` it when data rides along. */
export const successBodyOf = <const C extends SuccessCode>(...codes: [C, ...C[]]) =>
  z.object({ message: z.string(), code: z.enum(codes) });
