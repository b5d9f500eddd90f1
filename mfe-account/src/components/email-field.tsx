import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An e-mail box: required, full width, the e-mail keyboard and autofill; the address reads left to right in Arabic too. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      required
      fullWidth
      {...props}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}
