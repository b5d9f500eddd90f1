import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

export interface ResendButtonProps {
  secondsLeft: number;
  onResend: () => Promise<void>;
  label: string;
  /** The countdown sentence, with {{seconds}} already filled in (defaults to the code one). */
  waitText?: string;
}

/** Disabled while the countdown runs, showing the seconds left (announced politely to screen readers). */
export function ResendButton({ secondsLeft, onResend, label, waitText }: ResendButtonProps) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  if (secondsLeft > 0) {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center' }}
        aria-live="polite"
        data-testid="resend-countdown"
      >
        {waitText ?? t('otp.resendIn', { seconds: secondsLeft })}
      </Typography>
    );
  }
  return (
    <Button
      variant="text"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await onResend();
        } finally {
          setBusy(false);
        }
      }}
      data-testid="resend-button"
    >
      {label}
    </Button>
  );
}
