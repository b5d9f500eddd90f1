import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { OTP_LENGTH } from '../constants';

export interface OtpInputProps {
  /** One entry per box ('' when empty). */
  value: string[];
  onChange: (value: string[]) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  label: string;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
}

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Spec §5: six single-character boxes joined into the code; backspace on an empty box moves back.
 * A pasted code fills every box. The boxes stay left-to-right in Arabic too, as codes are read that way.
 * One component for every code screen: the e-mail code (mfe-account) and the phone modal (shell). Native inputs:
 * shared-ui is in every first load, and MUI's InputBase would add ~4 KB gzip to it.
 */
export function OtpInput({ value, onChange, onComplete, label, disabled, error, autoFocus }: OtpInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (i: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, i))]?.focus();

  const update = (next: string[]) => {
    onChange(next);
    if (next.every((c) => c !== '')) onComplete?.(next.join(''));
  };

  const setDigit = (i: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length > 1) return fill(i, digits);
    const next = [...value];
    next[i] = digits;
    update(next);
    if (digits && i < OTP_LENGTH - 1) focus(i + 1);
  };

  const fill = (from: number, digits: string) => {
    const next = [...value];
    for (let k = 0; k < digits.length && from + k < OTP_LENGTH; k += 1) next[from + k] = digits.charAt(k);
    update(next);
    focus(Math.min(OTP_LENGTH - 1, from + digits.length));
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && value[i] === '' && i > 0) {
      e.preventDefault();
      const next = [...value];
      next[i - 1] = '';
      onChange(next);
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    e.preventDefault();
    fill(i, digits);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      dir="ltr"
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {value.map((digit, i) => (
        <Box
          component="input"
          key={i}
          ref={(el: HTMLInputElement | null) => {
            refs.current[i] = el;
          }}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setDigit(i, e.target.value)}
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => onKeyDown(i, e)}
          onPaste={(e: ClipboardEvent<HTMLInputElement>) => onPaste(i, e)}
          onFocus={(e: FocusEvent<HTMLInputElement>) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`${label} ${i + 1}`}
          aria-invalid={error || undefined}
          required
          pattern="[0-9]"
          sx={{
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            p: 0,
            border: 2,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 24,
            fontWeight: 600,
            textAlign: 'center',
            outline: 'none',
            '&:focus': { borderColor: error ? 'error.main' : 'primary.main' },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
}
