import Alert from '@mui/material/Alert';

/** A form's refusal (usually the server's message) under its fields, announced to screen readers; nothing when null. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  ) : null;
}
