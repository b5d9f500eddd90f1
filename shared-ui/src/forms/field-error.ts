import type { ReactNode } from 'react';

/**
 * A MUI TextField's error props for a field: red when it failed, its one message (else `hint`) under it. The error
 * is react-hook-form's (`errors.x`, `fieldState.error`) or a message of the screen's own; `hint` null keeps no line.
 */
export function fieldError(error: { message?: string } | string | null | undefined, hint: ReactNode = ' ') {
  const message = typeof error === 'string' ? error : error?.message;
  return { error: error !== undefined && error !== null, helperText: message ?? hint };
}
