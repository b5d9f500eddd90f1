import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { OTP_LENGTH } from '@jad/shared-ui';

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
    for (let k = 0; k < digits.length && from + k < OTP_LENGTH; k += 1) next[from + k] = digits[k];
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
    <Box role="group" aria-label={label} dir="ltr" sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}>
      {value.map((digit, i) => (
        <InputBase
          key={i}
          inputRef={(el: HTMLInputElement | null) => {
            refs.current[i] = el;
          }}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          onChange={(e) => setDigit(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e as KeyboardEvent<HTMLInputElement>)}
          onPaste={(e) => onPaste(i, e as ClipboardEvent<HTMLInputElement>)}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
          inputProps={{
            inputMode: 'numeric',
            autoComplete: i === 0 ? 'one-time-code' : 'off',
            maxLength: OTP_LENGTH,
            'aria-label': `${label} ${i + 1}`,
            required: true,
            pattern: '[0-9]',
          }}
          sx={{
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            border: 2,
            borderColor: error ? 'error.main' : 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            fontSize: 24,
            fontWeight: 600,
            '& input': { textAlign: 'center', p: 0 },
            '&.Mui-focused': { borderColor: error ? 'error.main' : 'primary.main' },
          }}
        />
      ))}
    </Box>
  );
}
