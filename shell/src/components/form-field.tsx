import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, Ref } from 'react';

/** The look of the hero form's controls: native inputs in theme colours (lighter than MUI's text fields). */
export const controlSx = (invalid: boolean) => (theme: Theme) => ({
  width: '100%',
  height: 48,
  px: 1.5,
  border: 1,
  borderColor: invalid ? 'error.main' : 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 16, // 16 px keeps mobile Safari from zooming into the field
  colorScheme: theme.palette.mode,
  textAlign: 'start',
  // Vendor-prefixed on purpose: a plain ::placeholder trips the rtl style cache (see the shell's report).
  '&::-webkit-input-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&::-moz-placeholder': { color: theme.palette.text.secondary, opacity: 1 },
  '&:hover': { borderColor: invalid ? 'error.main' : 'text.secondary' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
});

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({ id, label, invalid = false, describedBy, ref, ...input }: FormFieldProps) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, fontSize: 13, fontWeight: 600, color: 'text.secondary' }}
      >
        {label}
      </Box>
      <Box
        component="input"
        ref={ref}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        sx={controlSx(invalid)}
        {...input}
      />
    </Box>
  );
}
