import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError } from './field-error';

export interface PhoneFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Under the field while it has no error. */
  hint?: ReactNode;
  /**
   * The calling code chosen beside the field ('971'): shown before it, and the field then takes the national
   * number's digits only. Without it the field takes a whole number, with or without its +code.
   */
  dial?: { code: string; label: string };
  /** What the field keeps of what was typed (e.g. the national digits without a leading 0). */
  normalize?: (typed: string) => string;
  required?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The one phone number input: left to right in every language (a number reads the same in Arabic), the keypad a
 * phone offers for numbers, the browser's autofill, and its rule's error under it (phoneField() or a refine).
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  dial,
  normalize,
  required,
  autoFocus,
  testId,
}: PhoneFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const input = (
    <TextField
      type="tel"
      label={label}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(normalize ? normalize(e.target.value) : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      {...fieldError(fieldState.error, hint)}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      slotProps={{
        htmlInput: {
          dir: 'ltr',
          inputMode: dial ? 'numeric' : 'tel',
          autoComplete: dial ? 'tel-national' : 'tel',
          maxLength: 20,
          ...(testId ? { 'data-testid': testId } : {}),
        },
        // The error is in the page's language, whatever the number's direction.
        formHelperText: { dir: 'auto' },
      }}
    />
  );
  if (!dial) return input;
  return (
    // A gap, not spacing's margins: in an Arabic page the RTL styles would flip them to the wrong side of this row.
    <Stack direction="row" useFlexGap spacing={1} dir="ltr">
      <TextField
        value={`+${dial.code}`}
        disabled
        sx={{ width: 96, flexShrink: 0 }}
        slotProps={{ htmlInput: { 'aria-label': dial.label } }}
      />
      {input}
    </Stack>
  );
}
