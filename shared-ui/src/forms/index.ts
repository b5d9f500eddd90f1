// @jad/shared-ui/forms: the one way to build a form. react-hook-form holds the values, a zod schema checks them
// (its failures read in the user's language, through the same field codes the api answers), and the api's field
// errors land under their fields. Its own federated entry (shared-ui/mf/shared.js), so react-hook-form and zod load
// with the first page that has a form, not with the shell. Schemas use this entry's `z`: one zod, one error map.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
// The singleton entry, not relative paths: this entry is built apart from it and must use the page's one i18n.
import { ERRORS_NAMESPACE, fieldErrorsOf, i18n, loadErrorTexts, messageOf } from '@jad/shared-ui';
import { issueCode } from '../rules/issue-code';
import { isValidPhone } from '../rules/phone';

// A form's checks speak the api's field texts: they start loading with the form entry, and every check awaits them.
void loadErrorTexts();

// Every failed check reads as the api's field text for the same code (errors:field.<code>), or the code a
// refinement names with `params: { code }`.
z.config({
  // No compiled parsers: zod would probe `new Function` for them, which the pages' CSP (no 'unsafe-eval') refuses
  // and Chrome reports as a CSP violation on every page with a form (Lighthouse best practices 96 instead of 100).
  jitless: true,
  customError: (issue) => {
    const own: unknown = issue.code === 'custom' ? issue.params?.code : undefined;
    const { code, params } = typeof own === 'string' ? { code: own, params: issue.params } : issueCode(issue);
    const options: Record<string, unknown> = { ...(params as object | undefined) };
    return String(i18n.t(`${ERRORS_NAMESPACE}:field.${code}`, options));
  },
});

export { z };
export { Controller, useController, useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
export { parsePhone, isValidPhone, type ParsedPhone } from '../rules/phone';
export { fieldError } from './field-error';
export { PhoneField, type PhoneFieldProps } from './phone-field';

/** A phone number field: valid for its country (UAE when typed without +code), as the api checks it. */
export const phoneField = () =>
  z
    .string()
    .trim()
    .refine((v) => isValidPhone(v), { params: { code: 'invalid_phone' } });

/** useForm with the schema as its resolver; errors show once a field has been left, then as the user types. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  props: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const check = zodResolver(schema);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    ...props,
    // The texts of the active language first (they load on first need; a language switch loads the new ones).
    resolver: async (...args) => {
      await loadErrorTexts();
      return check(...args);
    },
  });
}

/**
 * Puts a failed request's field errors under the form's fields (in the user's language) and returns the text still
 * to show elsewhere (a toast or alert), or null when every problem has its field. One message, never both.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const byField = fieldErrorsOf(error);
  const known = new Set<string>(fields);
  let placed = 0;
  let unplaced = 0;
  for (const [field, message] of Object.entries(byField)) {
    if (known.has(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else unplaced += 1;
  }
  return placed > 0 && unplaced === 0 ? null : messageOf(error);
}
