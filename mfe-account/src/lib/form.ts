// The account forms' glue: a field's props from its react-hook-form registration (errors under the field, in the
// user's language), and a request's failure put where it belongs (under its field, else one alert).
import type { ReactNode } from 'react';
import { messageOf, toApiError, type ToastResult } from '@jad/shared-ui';
import { applyApiErrors, fieldError, z, type FieldValues } from '@jad/shared-ui/forms';

type SetError<T extends FieldValues> = Parameters<typeof applyApiErrors<T>>[1];
type FieldName<T extends FieldValues> = Parameters<typeof applyApiErrors<T>>[2][number];

/** A toastResult's body, or its failure thrown as the ApiError, for a mutation to hold. */
export async function settled<T>(request: Promise<ToastResult<T>>): Promise<T> {
  const result = await request;
  if (!result.ok) throw result.error;
  return result.data;
}

/**
 * applyApiErrors, plus the refusals about one field that the api answers as a code without `fields`
 * (409 username_taken): returns the text left for the form's one alert, or null.
 */
export function placeApiErrors<T extends FieldValues>(
  error: unknown,
  setError: SetError<T>,
  fields: readonly FieldName<T>[],
  byCode: Readonly<Record<string, FieldName<T>>> = {},
): string | null {
  const code = toApiError(error).code;
  const field = code ? byCode[code] : undefined;
  if (field) {
    setError(field, { type: 'server', message: messageOf(error) }, { shouldFocus: true });
    return null;
  }
  return applyApiErrors(error, setError, fields);
}

interface Registration {
  ref: (instance: HTMLInputElement | null) => void;
  name: string;
  onChange: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
  onBlur: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>;
}

/** A MUI TextField's props for a registered field: its input, and its one error (or the hint) under it. */
export function fieldProps(
  registration: Registration,
  error: { message?: string } | undefined,
  hint: ReactNode = undefined,
) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, ...fieldError(error, hint ?? null) };
}

/** An e-mail address as the api reads it (trimmed); empty reads as required. */
export const emailField = () => z.string().trim().min(1).pipe(z.email());

/** The api's refusals of a new password (the strength rules need the e-mail, so only the api checks them). */
export const NEW_PASSWORD_CODES = [
  'password_too_short',
  'password_too_long',
  'password_too_common',
  'password_is_identity',
];

/** byCode for placeApiErrors: each of `codes` under `field`. */
export const under = <F extends string>(field: F, codes: readonly string[]): Record<string, F> =>
  Object.fromEntries(codes.map((c) => [c, field]));

export const MIN_PASSWORD = 8;

/** A new password: at least 8 characters here, the rest of its rules at the api. */
export const newPasswordField = () => z.string().min(MIN_PASSWORD);
