import CreditCard from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, registerNamespace } from '@jad/shared-ui';
import { CARD_NS } from './card-payment-types';
import { cardProblems, formatCardNumber, formatExpiry, type CardValue } from './card-rules';
import ar from './locales/ar.json';
import en from './locales/en.json';

const NS = CARD_NS;
registerNamespace(NS, { en, ar });

const INVALID = { number: 'invalidNumber', expiry: 'invalidExpiry', cvc: 'invalidCvc' } as const;

export interface CardFieldsProps {
  value: CardValue;
  onChange: (next: CardValue) => void;
  /** Marks the wrong fields with their message; a checkout turns it on at the first submit. */
  showErrors: boolean;
  disabled?: boolean;
}

/**
 * Card number, expiry (MM/YY) and CVC with the checkout rules of card-rules.ts, in the user's language.
 * The digits stay left to right in Arabic (dir="ltr" on the inputs); the pair of short fields mirrors. The expiry's
 * format shows under it rather than in its label, which a half-width field in Arabic would cut short.
 * Test ids card-number, card-expiry and card-cvc are what the journeys fill.
 */
export default function CardFields({ value, onChange, showErrors, disabled }: CardFieldsProps) {
  const { t } = useTranslation(NS, { i18n });
  const bad = cardProblems(value);
  const field = (
    key: keyof CardValue,
    format: (typed: string) => string,
    autoComplete: string,
    { hint, start }: { hint?: string; start?: ReactNode } = {},
  ) => {
    const error = showErrors && bad[key];
    return (
      <TextField
        required
        disabled={disabled}
        label={t(key)}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: format(e.target.value) })}
        error={error}
        helperText={error ? t(INVALID[key]) : (hint ?? ' ')}
        autoComplete={autoComplete}
        slotProps={{
          htmlInput: { inputMode: 'numeric', dir: 'ltr', placeholder: hint, 'data-testid': `card-${key}` },
          input: { startAdornment: start },
        }}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {field('number', formatCardNumber, 'cc-number', {
        start: <CreditCard aria-hidden sx={{ mr: 1, color: 'text.secondary' }} />,
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        {field('expiry', formatExpiry, 'cc-exp', { hint: 'MM/YY' })}
        {field('cvc', (typed) => typed.replace(/\D/g, '').slice(0, 4), 'cc-csc')}
      </Box>
    </Box>
  );
}
